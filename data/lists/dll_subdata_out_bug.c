// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct payload {
    int key;
    int value;
};

/* every node points out of itself, to a payload of its own */
struct node {
    struct node *next;
    struct node *prev;
    struct payload *data;
};

int main(void)
{
    struct node *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        /* bug: a node may share the payload of its successor, yet every
           node frees its payload */
        if (head != NULL && __VERIFIER_nondet_int()) {
            n->data = head->data;
        } else {
            n->data = malloc(sizeof(struct payload));
            n->data->key = __VERIFIER_nondet_int();
            n->data->value = 0;
        }
        n->prev = NULL;
        n->next = head;
        if (head != NULL)
            head->prev = n;
        head = n;
    }

    for (struct node *p = head; p != NULL; p = p->next)
        p->data->value = p->data->key;

    while (head != NULL) {
        struct node *next = head->next;
        free(head->data); // ERROR
        free(head);
        head = next;
    }
    return 0;
}
