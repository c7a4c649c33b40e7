// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    int key;
    struct node *next;
};

static void insert_sorted(struct node **head, int key)
{
    struct node **link = head;
    while (*link != NULL && (*link)->key < key)
        link = &(*link)->next;
    struct node *n = malloc(sizeof(struct node));
    n->key = key;
    n->next = *link;
    *link = n;
}

int main(void)
{
    struct node *head = NULL;
    for (int i = 0; i < 4; i++)
        insert_sorted(&head, __VERIFIER_nondet_int());
    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
