// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int data;
};

static struct node *push(struct node *head, int data)
{
    struct node *n = malloc(sizeof(*n));
    n->next = head;
    n->data = data;
    return n;
}

/* bug: the loop stops at the last node, which is never freed */
static void destroy(struct node **list)
{
    struct node *head = *list;
    *list = NULL;
    while (head != NULL && head->next != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
} // ERROR

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int())
        list = push(list, __VERIFIER_nondet_int());
    destroy(&list);
    return 0;
}
