// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

struct node {
    int data;
    struct node *next;
};

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->data = __VERIFIER_nondet_int() ? 7 : 3;
        n->next = list;
        list = n;
    }
    /* make sure the value is present at the front */
    struct node *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->data = 7;
    n->next = list;
    list = n;

    struct node *hit = list;
    while (hit != NULL && hit->data != 7)
        hit = hit->next;
    if (hit == NULL)
        reach_error();

    while (list) {
        n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
