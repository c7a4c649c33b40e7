// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

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
    /* values are 0 or 1 only */
    if (list && list->v == 1 && list->next && list->next->v == 2)
        reach_error();
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
