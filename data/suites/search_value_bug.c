// expect: false unreach-call
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
    /* bug: the value may be missing */
    struct node *hit = list;
    while (hit != NULL && hit->data != 7)
        hit = hit->next;
    if (hit == NULL)
        reach_error(); // ERROR

    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
