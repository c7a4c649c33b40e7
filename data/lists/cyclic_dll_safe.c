// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    struct node *prev;
    int data;
};

int main(void)
{
    /* a cyclic DLL without a sentinel: ring is any node, or NULL */
    struct node *ring = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->data = __VERIFIER_nondet_int();
        if (ring == NULL) {
            n->next = n->prev = n;
        } else {
            n->next = ring;
            n->prev = ring->prev;
            ring->prev->next = n;
            ring->prev = n;
        }
        ring = n;
    }

    /* rotate the ring by a few steps in both directions */
    while (ring != NULL && __VERIFIER_nondet_int())
        ring = __VERIFIER_nondet_int() ? ring->next : ring->prev;

    /* remove the nodes one by one */
    while (ring != NULL) {
        struct node *victim = ring;
        if (victim->next == victim) {
            ring = NULL;
        } else {
            victim->prev->next = victim->next;
            victim->next->prev = victim->prev;
            ring = victim->next;
        }
        free(victim);
    }
    return 0;
}
