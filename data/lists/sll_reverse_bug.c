// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int data;
};

/* bug: the link to the rest of the list is overwritten before it is saved */
static struct node *reverse(struct node *list)
{
    struct node *rev = NULL;
    while (list != NULL) {
        list->next = rev; // ERROR
        rev = list;
        list = list->next;
    }
    return rev;
}

int main(void)
{
    struct node *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->next = head;
        n->data = __VERIFIER_nondet_int();
        head = n;
    }

    head = reverse(head);

    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
