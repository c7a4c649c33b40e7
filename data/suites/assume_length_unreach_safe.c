// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
extern void reach_error(void);

struct node {
    struct node *next;
    int data;
};

int main(void)
{
    int len = __VERIFIER_nondet_int();
    __VERIFIER_assume(len >= 1 && len <= 4);
    struct node *list = NULL;
    for (int i = 0; i < len; i++) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->data = 1;
        n->next = list;
        list = n;
    }
    /* at least one node exists */
    if (list == NULL)
        reach_error();
    int sum = 0;
    for (struct node *n = list; n; n = n->next)
        sum += n->data;
    if (sum > 4)
        reach_error();
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
