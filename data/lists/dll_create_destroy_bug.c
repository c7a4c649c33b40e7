// expect: false valid-deref
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
    /* bug: the empty list is not handled when pushing */
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->data = __VERIFIER_nondet_int();
        n->next = head;
        n->prev = NULL;
        head->prev = n; // ERROR
        head = n;
    }

    /* go to the last node, then free the list backwards */
    struct node *tail = head;
    while (tail != NULL && tail->next != NULL)
        tail = tail->next;
    while (tail != NULL) {
        struct node *prev = tail->prev;
        free(tail);
        if (prev != NULL)
            prev->next = NULL;
        tail = prev;
    }
    return 0;
}
