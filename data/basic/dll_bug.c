// expect: false valid-deref
#include <stdlib.h>

struct node {
    int value;
    struct node *prev;
    struct node *next;
};

struct list {
    struct node *head;
    struct node *tail;
};

static void push_back(struct list *l, int value)
{
    struct node *n = malloc(sizeof(struct node));
    n->value = value;
    n->next = NULL;
    n->prev = l->tail;
    if (l->tail != NULL)
        l->tail->next = n;
    else
        l->head = n;
    l->tail = n;
}

/* bug: the successor keeps pointing back to the freed node */
static void unlink_node(struct list *l, struct node *n)
{
    if (n->prev != NULL)
        n->prev->next = n->next;
    else
        l->head = n->next;
    if (n->next == NULL)
        l->tail = n->prev;
    free(n);
}

int main(void)
{
    struct list l = {NULL, NULL};
    for (int i = 0; i < 4; i++)
        push_back(&l, i);

    unlink_node(&l, l.head->next); /* remove the second node */

    int backward = 0;
    for (struct node *n = l.tail; n != NULL; n = n->prev)
        backward += n->value; // ERROR

    while (l.head != NULL) {
        struct node *next = l.head->next;
        free(l.head);
        l.head = next;
    }
    return backward;
}
