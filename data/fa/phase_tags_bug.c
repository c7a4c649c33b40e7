// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* A list grown at its tail in two phases, tagged 1 then 2, the last node
 * tagged 3. Bug: the second phase may tag a node 1 again, and the walk over
 * the 1s and 2s then stops before the 3. */
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
        last->tag = __VERIFIER_nondet_int() ? 2 : 1;
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
        reach_error(); // ERROR

    while (first) {
        c = first->next;
        free(first);
        first = c;
    }
    return 0;
}
