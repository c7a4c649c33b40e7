// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int val;
};

static struct node *make(int val, struct node *next)
{
    struct node *x = malloc(sizeof(*x));
    if (x == NULL)
        abort();
    x->val = val;
    x->next = next;
    return x;
}

int main(void)
{
    struct node *head = NULL;
    do
        head = make(0, head);
    while (__VERIFIER_nondet_int());

    /* insert after a nondeterministically chosen node; the walk may step
     * past the end of the list */
    struct node *at = head;
    while (at != NULL && __VERIFIER_nondet_int())
        at = at->next;
    at->next = make(1, at->next); // ERROR

    while (head != NULL) {
        struct node *x = head->next;
        free(head);
        head = x;
    }
    return 0;
}
