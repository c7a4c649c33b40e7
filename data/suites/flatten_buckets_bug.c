// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct elem {
    struct elem *next;
    int val;
};

struct bucket {
    struct bucket *next;
    struct elem *elems;
};

int main(void)
{
    struct bucket *buckets = NULL;
    while (__VERIFIER_nondet_int()) {
        struct bucket *b = malloc(sizeof(*b));
        if (!b)
            abort();
        b->elems = NULL;
        while (__VERIFIER_nondet_int()) {
            struct elem *e = malloc(sizeof(*e));
            if (!e)
                abort();
            e->val = 0;
            e->next = b->elems;
            b->elems = e;
        }
        b->next = buckets;
        buckets = b;
    }
    /* concatenate all element lists into one and drop the buckets */
    struct elem *all = NULL;
    while (buckets) {
        struct bucket *b = buckets;
        buckets = b->next;
        struct elem **end = &b->elems;
        while (*end)
            end = &(*end)->next;
        *end = all;
        /* bug: the bucket is released before its list is taken over */
        free(b);
        all = b->elems; // ERROR
    }
    while (all) {
        struct elem *e = all->next;
        free(all);
        all = e;
    }
    return 0;
}
