// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* bubble sort by swapping the data of neighbours, then check the order */
struct node {
    struct node *next;
    int data;
};

int main(void)
{
    struct node *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->data = __VERIFIER_nondet_int();
        n->next = head;
        head = n;
    }
    int swapped = 1;
    while (swapped) {
        swapped = 0;
        for (struct node *p = head; p && p->next && p->next->next; p = p->next) {
            if (p->data > p->next->data) {
                int t = p->data;
                p->data = p->next->data;
                p->next->data = t;
                swapped = 1;
            }
        }
    }
    for (struct node *p = head; p && p->next; p = p->next)
        if (p->data > p->next->data)
            reach_error(); // ERROR
    while (head) {
        struct node *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
