// expect: true
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
    /* drop items into random buckets */
    while (buckets && __VERIFIER_nondet_int()) {
        struct bucket *b = buckets;
        while (b->next && __VERIFIER_nondet_int())
            b = b->next;
        struct item *it = malloc(sizeof(*it));
        if (!it)
            abort();
        it->next = b->items;
        b->items = it;
    }
    while (buckets) {
        struct bucket *next = buckets->next;
        while (buckets->items) {
            struct item *it = buckets->items;
            buckets->items = it->next;
            free(it);
        }
        free(buckets);
        buckets = next;
    }
    return 0;
}
