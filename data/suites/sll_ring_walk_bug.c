// expect: false valid-deref
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

    struct rn *p = ring;
    while (__VERIFIER_nondet_int())
        p = p->next;

    struct rn *first = p->next;
    p->next = NULL;
    while (first) {
        struct rn *n = first->next;
        free(first);
        first = n;
    }
    /* bug: p was freed with the rest of the ring */
    p->seen = 1; // ERROR
    return 0;
}
