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
    struct node *tail = NULL;

    /* calloc'd nodes start with NULL links and zero data */
    while (__VERIFIER_nondet_int()) {
        struct node *n = calloc(1, sizeof(*n));
        if (__VERIFIER_nondet_int())
            n->data = 1;
        if (tail == NULL) {
            head = n;
        } else {
            tail->next = n;
            n->prev = tail;
        }
        tail = n;
    }

    /* walk back from the tail, relying on the zeroed prev of the head */
    int ones = 0;
    for (struct node *p = tail; p != NULL; p = p->prev)
        ones += p->data;

    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return ones;
}
