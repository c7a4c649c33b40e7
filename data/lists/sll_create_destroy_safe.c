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

    /* build a list of unknown length by pushing at the front */
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->next = head;
        n->data = __VERIFIER_nondet_int();
        head = n;
    }

    /* free it node by node */
    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
