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

    /* insertion sort while reading: every value goes to its sorted place */
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->data = __VERIFIER_nondet_int();

        struct node *prev = NULL;
        struct node *cur = head;
        while (cur != NULL && cur->data < n->data) {
            prev = cur;
            cur = cur->next;
        }

        n->prev = prev;
        n->next = cur;
        if (cur != NULL)
            cur->prev = n;
        if (prev != NULL)
            prev->next = n;
        else
            head = n;
    }

    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
