// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int data;
};

int main(void)
{
    struct node *head = NULL;

    /* every node is filled on the stack and copied to the heap */
    while (__VERIFIER_nondet_int()) {
        struct node tmp;
        tmp.next = head;
        tmp.data = __VERIFIER_nondet_int();
        /* bug: room for a pointer, not for a node */
        struct node *n = malloc(sizeof(n));
        memcpy(n, &tmp, sizeof(struct node)); // ERROR
        head = n;
    }

    /* duplicate the first node with memcpy too */
    if (head != NULL) {
        struct node *copy = malloc(sizeof(*copy));
        memcpy(copy, head, sizeof(*copy));
        head->next = copy;
    }

    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
