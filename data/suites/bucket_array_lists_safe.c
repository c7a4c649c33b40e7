// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

#define NBUCKETS 4

struct entry {
    struct entry *next;
    int key;
};

int main(void)
{
    struct entry *bucket[NBUCKETS];
    for (int i = 0; i < NBUCKETS; i++)
        bucket[i] = NULL;

    while (__VERIFIER_nondet_int()) {
        int key = __VERIFIER_nondet_int();
        int b = key & (NBUCKETS - 1);
        struct entry *e = malloc(sizeof(*e));
        e->key = key;
        e->next = bucket[b];
        bucket[b] = e;
    }

    for (int i = 0; i < NBUCKETS; i++) {
        while (bucket[i]) {
            struct entry *n = bucket[i]->next;
            free(bucket[i]);
            bucket[i] = n;
        }
    }
    return 0;
}
