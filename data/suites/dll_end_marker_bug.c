// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

typedef struct knot {
    struct knot *fwd;
    struct knot *back;
    int mark;
} Knot;

int main(void)
{
    Knot *head = malloc(sizeof(Knot));
    head->fwd = NULL;
    head->back = NULL;
    head->mark = 0;

    Knot *k = head;
    while (__VERIFIER_nondet_int()) {
        k->fwd = malloc(sizeof(Knot));
        k->fwd->back = k;
        k = k->fwd;
        k->mark = 0;
    }
    k->mark = 1;
    k->fwd = malloc(sizeof(Knot));
    k->fwd->back = k;
    k->fwd->mark = 2;

    k = head;
    while (k->mark != 1) {
        head = k;
        k = k->fwd;
        free(head);
    }
    free(k->fwd);
    /* bug: the marker's successor is gone */
    int last = k->fwd->mark; // ERROR
    free(k);
    return last;
}
