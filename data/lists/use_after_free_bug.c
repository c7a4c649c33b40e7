// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int data;
};

int main(void)
{
    struct node *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->next = head;
        n->data = __VERIFIER_nondet_int();
        head = n;
    }

    /* remove the even values; bug: the loop steps from the freed node */
    struct node **link = &head;
    for (struct node *p = head; p != NULL; p = p->next) { // ERROR
        if (p->data % 2 == 0) {
            *link = p->next;
            free(p);
        } else {
            link = &p->next;
        }
    }

    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
