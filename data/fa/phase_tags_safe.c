// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* A list grown at its tail in two phases: each node gets its tag (1 in the
 * first phase, 2 in the second) just before its successor is allocated, and
 * the last node is tagged 3. Walking over the 1s and then the 2s must stop
 * at the 3. The union of heaps at loop heads must not take the tag 2, new
 * in the second phase, for a counter and forget it. */
struct cell {
    int tag;
    struct cell *next;
};

int main(void)
{
    struct cell *first = malloc(sizeof(*first));
    struct cell *last = first;
    while (__VERIFIER_nondet_int()) {
        last->tag = 1;
        last->next = malloc(sizeof(*last));
        last = last->next;
    }
    while (__VERIFIER_nondet_int()) {
        last->tag = 2;
        last->next = malloc(sizeof(*last));
        last = last->next;
    }
    last->tag = 3;
    last->next = NULL;

    struct cell *c = first;
    while (c->tag == 1)
        c = c->next;
    while (c->tag == 2)
        c = c->next;
    if (c->tag != 3)
        reach_error();

    while (first) {
        c = first->next;
        free(first);
        first = c;
    }
    return 0;
}
