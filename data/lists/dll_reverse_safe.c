// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    struct node *prev;
    int data;
};

int main(void)
{
    struct node *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->data = __VERIFIER_nondet_int();
        n->next = head;
        n->prev = NULL;
        if (head != NULL)
            head->prev = n;
        head = n;
    }

    /* reverse: swap the two links of every node */
    struct node *p = head;
    while (p != NULL) {
        struct node *next = p->next;
        p->next = p->prev;
        p->prev = next;
        head = p;
        p = next;
    }

    /* the reversed list is still a DLL: walk forward, then back */
    struct node *tail = head;
    while (tail != NULL && tail->next != NULL)
        tail = tail->next;
    while (tail != NULL && tail->prev != NULL)
        tail = tail->prev;

    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
