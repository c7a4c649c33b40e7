// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct rn {
    struct rn *next;
    int seen;
};

int main(void)
{
    struct rn *ring = malloc(sizeof(*ring));
    ring->next = ring;
    ring->seen = 0;
    while (__VERIFIER_nondet_int()) {
        struct rn *n = malloc(sizeof(*n));
        n->seen = 0;
        n->next = ring->next;
        ring->next = n;
    }

    /* walk around the ring any number of times */
    struct rn *p = ring;
    while (__VERIFIER_nondet_int()) {
        p->seen = 1;
        p = p->next;
    }

    /* free it: cut the ring after p */
    struct rn *first = p->next;
    p->next = NULL;
    while (first) {
        struct rn *n = first->next;
        free(first);
        first = n;
    }
    return 0;
}
