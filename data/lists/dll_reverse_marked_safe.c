// expect: true
// property: unreach-call
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* A doubly-linked list of plain nodes; one node is marked FIRST and its
 * successor (appended if there is none) SECOND. Reversing the list in place
 * (each node swaps its links) puts SECOND right before FIRST, and keeps the
 * back links consistent with the forward ones. */

enum mark { PLAIN, FIRST, SECOND };

struct item {
    struct item *fwd;
    struct item *back;
    enum mark mark;
};

static struct item *append(struct item *last)
{
    struct item *it = malloc(sizeof(*it));
    if (it == NULL)
        abort();
    it->fwd = NULL;
    it->back = last;
    it->mark = PLAIN;
    if (last != NULL)
        last->fwd = it;
    return it;
}

int main(void)
{
    struct item *first = append(NULL);
    struct item *last = first;
    while (__VERIFIER_nondet_int())
        last = append(last);

    struct item *pos = first;
    while (pos->fwd != NULL && __VERIFIER_nondet_int())
        pos = pos->fwd;
    pos->mark = FIRST;
    if (pos->fwd == NULL)
        last = append(pos);
    pos->fwd->mark = SECOND;

    struct item *done = NULL;
    pos = first;
    while (pos != NULL) {
        struct item *rest = pos->fwd;
        pos->fwd = pos->back;
        pos->back = rest;
        done = pos;
        pos = rest;
    }
    first = done;

    for (pos = first; pos != NULL; pos = pos->fwd) {
        if (pos->fwd != NULL && pos->fwd->back != pos)
            reach_error();
        if (pos->mark == SECOND && (pos->fwd == NULL || pos->fwd->mark != FIRST))
            reach_error();
    }

    while (first != NULL) {
        pos = first->fwd;
        free(first);
        first = pos;
    }
    return 0;
}
