// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

#define check(c) do { if (!(c)) { reach_error(); abort(); } } while (0)

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
        check(k->mark == 0);
        k = k->fwd;
    }
    check(k->fwd->mark == 2);
    check(k->fwd->back == k);

    k = head;
    while (k->mark != 1) {
        head = k;
        k = k->fwd;
        free(head);
    }
    free(k->fwd);
    free(k);
    return 0;
}
