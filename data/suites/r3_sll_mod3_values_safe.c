// expect: true
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* values 1, 2, 3, 1, 2, 3, ... by position, appended at the end */
struct node {
    struct node *next;
    int val;
};

int main(void)
{
    struct node *head = NULL, *tail = NULL;
    int v = 1;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->next = NULL;
        n->val = v;
        if (tail)
            tail->next = n;
        else
            head = n;
        tail = n;
        v = v == 3 ? 1 : v + 1;
    }
    int expect = 1;
    for (struct node *p = head; p; p = p->next) {
        if (p->val != expect)
            reach_error();
        expect = expect == 3 ? 1 : expect + 1;
    }
    while (head) {
        struct node *t = head->next;
        free(head);
        head = t;
    }
    return 0;
}
