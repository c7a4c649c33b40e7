// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

enum kind { NUMBER, BOXED };

struct cell {
    struct cell *next;
    enum kind kind;
    union {
        long number;
        long *boxed;
    } u;
};

int main(void)
{
    struct cell *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct cell *c = malloc(sizeof(*c));
        if (!c)
            abort();
        if (__VERIFIER_nondet_int()) {
            c->kind = NUMBER;
            c->u.number = 5;
        } else {
            c->kind = BOXED;
            c->u.boxed = malloc(sizeof(long));
            *c->u.boxed = 5;
        }
        c->next = list;
        list = c;
    }
    while (list) {
        struct cell *n = list->next;
        /* bug: the tag is ignored */
        free(list->u.boxed); // ERROR
        free(list);
        list = n;
    }
    return 0;
}
