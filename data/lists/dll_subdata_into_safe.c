// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct payload {
    int key;
    int value;
};

/* every node points into itself, at its own payload */
struct node {
    struct node *next;
    struct node *prev;
    struct payload data;
    struct payload *self;
};

int main(void)
{
    struct node *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->self = &n->data;
        n->self->key = __VERIFIER_nondet_int();
        n->self->value = 0;
        n->prev = NULL;
        n->next = head;
        if (head != NULL)
            head->prev = n;
        head = n;
    }

    /* a pointer into the node with the largest key */
    int *best = NULL;
    for (struct node *p = head; p != NULL; p = p->next) {
        p->self->value = p->data.key;
        if (best == NULL || p->self->key > *best)
            best = &p->self->key;
    }
    int result = (best != NULL) ? *best : 0;

    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return result;
}
