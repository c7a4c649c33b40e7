// expect: false valid-deref
// domains: smg, product
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

    /* walk to a random node, remembering its predecessor */
    struct node *prev = NULL;
    struct node *cur = head;
    while (cur != NULL && __VERIFIER_nondet_int()) {
        prev = cur;
        cur = cur->next;
    }

    /* unlink and delete it; bug: its value is read after the free */
    int value = 0;
    if (cur != NULL) {
        if (prev != NULL)
            prev->next = cur->next;
        else
            head = cur->next;
        free(cur);
        value = cur->data; // ERROR
    }

    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return value;
}
