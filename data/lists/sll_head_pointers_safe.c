// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* every node points back to the head node, which counts the nodes */
struct node {
    struct node *next;
    struct node *head;
    int count;
};

int main(void)
{
    struct node *head = malloc(sizeof(*head));
    head->next = NULL;
    head->head = head;
    head->count = 0;

    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->head = head;
        n->count = 0;
        n->next = head->next;
        head->next = n;
        n->head->count++;
    }

    /* every node can reach the head */
    for (struct node *p = head->next; p != NULL; p = p->next)
        p->count = p->head->count;

    /* free the nodes after the head, then the head */
    while (head->next != NULL) {
        struct node *n = head->next;
        head->next = n->next;
        n->head->count--;
        free(n);
    }
    free(head);
    return 0;
}
