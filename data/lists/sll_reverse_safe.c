// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int data;
};

static struct node *reverse(struct node *list)
{
    struct node *rev = NULL;
    while (list != NULL) {
        struct node *next = list->next;
        list->next = rev;
        rev = list;
        list = next;
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
    head = reverse(head);

    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
