// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct item {
    struct item *next;
};

struct bucket {
    struct bucket *next;
    struct item *items;
};

int main(void)
{
    struct bucket *buckets = NULL;
    while (__VERIFIER_nondet_int()) {
        struct bucket *b = malloc(sizeof(*b));
        if (!b)
            abort();
        b->items = NULL;
        b->next = buckets;
        buckets = b;
    }
    while (buckets && __VERIFIER_nondet_int()) {
        struct bucket *b = buckets;
        while (b->next && __VERIFIER_nondet_int())
            b = b->next;
        struct item *it = malloc(sizeof(*it));
        if (!it)
            abort();
        /* bug: the item replaces the bucket's list instead of joining it */
        it->next = NULL;
        b->items = it; // ERROR
    }
    while (buckets) {
        struct bucket *next = buckets->next;
        free(buckets->items);
        free(buckets);
        buckets = next;
    }
    return 0;
}
