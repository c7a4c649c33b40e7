// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct dn {
    struct dn *next;
    struct dn *prev;
};

int main(void)
{
    struct dn *first = malloc(sizeof(*first));
    first->next = NULL;
    first->prev = NULL;
    struct dn *last = first;
    int len = 1;
    while (__VERIFIER_nondet_int()) {
        struct dn *n = malloc(sizeof(*n));
        n->next = NULL;
        /* bug: from the fourth node on, the back link skips a node, so the
         * backward walk below misses the third node */
        n->prev = (len >= 3) ? last->prev : last;
        last->next = n;
        last = n;
        len++;
    }
    /* free backwards */
    while (last) {
        struct dn *p = last->prev;
        free(last); // ERROR
        last = p;
    }
    return 0;
}
