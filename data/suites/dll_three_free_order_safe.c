// expect: true
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

    switch (__VERIFIER_nondet_int() & 3) {
    case 0:
        free(a->next->next);
        free(a->next);
        free(a);
        break;
    case 1:
        free(c->prev->prev);
        free(c->prev);
        free(c);
        break;
    case 2:
        b = a->next;
        free(a);
        free(c);
        free(b);
        break;
    default:
        free(a->next);
        free(a);
        free(c);
        break;
    }
    return 0;
}
