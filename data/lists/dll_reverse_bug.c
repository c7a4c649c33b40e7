// expect: false valid-memtrack
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

    /* reverse: swap the two links of every node;
       bug: the old next link is overwritten before it is saved */
    struct node *p = head;
    while (p != NULL) {
        p->next = p->prev; // ERROR
        p->prev = p->next;
        head = p;
        p = p->prev;
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
