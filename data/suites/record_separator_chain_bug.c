// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* records and separators alternate: each record points to a separator,
 * each separator to the next record */
struct sep;
struct rec {
    struct sep *after;
    int value;
};
struct sep {
    struct rec *next;
};

int main(void)
{
    struct rec *first = NULL;
    while (__VERIFIER_nondet_int()) {
        struct sep *s = malloc(sizeof(*s));
        if (!s)
            abort();
        s->next = first;
        struct rec *r = malloc(sizeof(*r));
        if (!r)
            abort();
        r->after = s;
        r->value = __VERIFIER_nondet_int();
        first = r;
    }
    while (first) {
        struct sep *s = first->after;
        struct rec *next = s->next;
        free(first);
        first = next;
    } // ERROR
    return 0;
}
