// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

enum kind { NUMBER, BOXED };

struct cell {
    struct cell *next;
    enum kind kind;
    union {
        int number;
        int *boxed;
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
            c->u.boxed = malloc(sizeof(int));
            *c->u.boxed = 5;
        }
        c->next = list;
        list = c;
    }
    while (list) {
        struct cell *n = list->next;
        if (list->kind == BOXED)
            free(list->u.boxed);
        free(list);
        list = n;
    }
    return 0;
}
