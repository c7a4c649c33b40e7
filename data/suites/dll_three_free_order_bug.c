// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct dn {
    struct dn *next;
    struct dn *prev;
};

int main(void)
{
    struct dn *a = malloc(sizeof(struct dn));
    struct dn *b = malloc(sizeof(struct dn));
    struct dn *c = malloc(sizeof(struct dn));
    a->prev = NULL;
    a->next = b;
    b->prev = a;
    b->next = c;
    c->prev = b;
    c->next = NULL;
    b = NULL;
    c = NULL;

    if (__VERIFIER_nondet_int()) {
        /* front to back */
        free(a->next->next);
        free(a->next);
        free(a);
    } else {
        /* last then first; bug: the middle node is skipped */
        free(a->next->next);
        a->next = NULL; // ERROR
        free(a);
    }
    return 0;
}
