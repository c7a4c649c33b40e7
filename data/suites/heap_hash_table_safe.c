// expect: true
#include <stdlib.h>

extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);

struct item {
    struct item *next;
    unsigned key;
};

#define SIZE 4u

int main(void)
{
    struct item **table = calloc(SIZE, sizeof(struct item *));
    if (!table)
        return 0;
    while (__VERIFIER_nondet_int()) {
        unsigned key = __VERIFIER_nondet_uint();
        struct item *it = malloc(sizeof(*it));
        if (!it)
            abort();
        it->key = key;
        it->next = table[key % SIZE];
        table[key % SIZE] = it;
    }
    for (unsigned i = 0; i < SIZE; i++) {
        struct item *it = table[i];
        while (it) {
            struct item *n = it->next;
            free(it);
            it = n;
        }
    }
    free(table);
    return 0;
}
