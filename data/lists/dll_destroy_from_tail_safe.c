// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    struct node *prev;
};

int main(void)
{
    struct node *head = malloc(sizeof(*head));
    if (head == NULL)
        return 0;
    head->next = NULL;
    head->prev = NULL;
    struct node *tail = head;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (n == NULL)
            break;
        n->next = NULL;
        n->prev = tail;
        tail->next = n;
        tail = n;
    }
    /* walk back from the tail, freeing every node but the head */
    while (tail != head) {
        struct node *prev = tail->prev;
        free(tail);
        tail = prev;
    }
    head->next = NULL;
    free(head);
    return 0;
}
