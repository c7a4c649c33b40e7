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

    /* every new node goes to a random place in the list;
       bug: inserting after the last node follows its NULL next link */
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->data = __VERIFIER_nondet_int();

        struct node *pos = NULL; /* insert after pos; NULL: at the front */
        if (head != NULL && __VERIFIER_nondet_int()) {
            pos = head;
            while (pos->next != NULL && __VERIFIER_nondet_int())
                pos = pos->next;
        }

        if (pos == NULL) {
            n->prev = NULL;
            n->next = head;
            if (head != NULL)
                head->prev = n;
            head = n;
        } else {
            n->prev = pos;
            n->next = pos->next;
            pos->next->prev = n; // ERROR
            pos->next = n;
        }
    }

    /* walk to the end and free the list backwards */
    struct node *tail = head;
    while (tail != NULL && tail->next != NULL)
        tail = tail->next;
    while (tail != NULL) {
        struct node *prev = tail->prev;
        free(tail);
        tail = prev;
    }
    return 0;
}
