// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    int value;
    struct node *next;
};

/* Removes every node holding zero, using a pointer to the link. */
static void remove_zeros(struct node **link)
{
    while (*link != NULL) {
        struct node *n = *link;
        if (n->value == 0) {
            *link = n->next;
            free(n);
        } else {
            link = &n->next;
        }
    }
}

int main(void)
{
    struct node *head = NULL;
    for (int len = 0; len < 5 && __VERIFIER_nondet_int(); len++) {
        struct node *n = malloc(sizeof(struct node));
        n->value = __VERIFIER_nondet_int();
        n->next = head;
        head = n;
    }
    remove_zeros(&head);
    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
