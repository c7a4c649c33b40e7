// expect: true
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

    /* insertion sort: move the nodes one by one into a sorted list */
    struct node *sorted = NULL;
    while (head != NULL) {
        struct node *n = head;
        head = head->next;

        struct node **pos = &sorted;
        while (*pos != NULL && (*pos)->data < n->data)
            pos = &(*pos)->next;
        n->next = *pos;
        *pos = n;
    }

    while (sorted != NULL) {
        struct node *next = sorted->next;
        free(sorted);
        sorted = next;
    }
    return 0;
}
