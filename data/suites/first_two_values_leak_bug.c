// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int v;
};

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->v = __VERIFIER_nondet_int() ? 1 : 0;
        n->next = list;
        list = n;
    }
    /* bug: a one followed by a zero cuts off the rest */
    if (list && list->v == 1 && list->next && list->next->v == 0)
        list->next = NULL; // ERROR
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
