// expect: false valid-deref
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

    /* bug: the head is freed first, but the other nodes still update it */
    struct node *p = head;
    while (p != NULL) {
        struct node *next = p->next;
        if (p != p->head)
            p->head->count--; // ERROR
        free(p);
        p = next;
    }
    return 0;
}
