// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define assert_that(c) do { if (!(c)) reach_error(); } while (0)

struct dl {
    struct dl *next, *prev;
};

int main(void)
{
    struct dl *first = NULL, *last = NULL;
    int built = 0;
    while (__VERIFIER_nondet_int()) {
        struct dl *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->next = NULL;
        /* bug: the third node loses its back link */
        n->prev = built == 2 ? NULL : last;
        if (last)
            last->next = n;
        else
            first = n;
        last = n;
        built++;
    }
    int forward = 0, backward = 0;
    for (struct dl *p = first; p; p = p->next)
        forward++;
    for (struct dl *p = last; p; p = p->prev)
        backward++;
    assert_that(forward == backward); // ERROR
    while (first) {
        struct dl *n = first->next;
        free(first);
        first = n;
    }
    return 0;
}
