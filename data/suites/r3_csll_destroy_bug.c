// expect: false valid-free
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int data;
};

int main(void)
{
    struct node *head = malloc(sizeof(*head));
    if (!head)
        abort();
    head->data = 0;
    head->next = head;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->data = 1;
        n->next = head->next;
        head->next = n;
    }
    /* destroy: the walk should stop before it reaches head again */
    struct node *p = head->next;
    while (p != head) {
        struct node *t = p->next;
        free(p);
        p = t;
    }
    free(head);
    free(p); // ERROR
    return 0;
}
