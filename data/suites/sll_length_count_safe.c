// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

struct node {
    struct node *next;
    int val;
};

int main(void)
{
    struct node *head = NULL;
    int n = 0;
    while (n < 32 && __VERIFIER_nondet_int()) {
        struct node *x = malloc(sizeof(*x));
        if (x == NULL)
            abort();
        x->val = n;
        x->next = head;
        head = x;
        n++;
    }
    int count = 0;
    for (struct node *x = head; x != NULL; x = x->next)
        count++;
    if (count != n)
        reach_error();
    while (head != NULL) {
        struct node *x = head;
        head = head->next;
        free(x);
    }
    return 0;
}
