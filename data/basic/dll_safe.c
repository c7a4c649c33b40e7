// expect: true
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

static void unlink_node(struct list *l, struct node *n)
{
    if (n->prev != NULL)
        n->prev->next = n->next;
    else
        l->head = n->next;
    if (n->next != NULL)
        n->next->prev = n->prev;
    else
        l->tail = n->prev;
    free(n);
}

int main(void)
{
    struct list l = {NULL, NULL};
    for (int i = 0; i < 4; i++)
        push_back(&l, i);

    int forward = 0;
    for (struct node *n = l.head; n != NULL; n = n->next)
        forward += n->value;

    unlink_node(&l, l.head->next); /* remove the second node */

    int backward = 0;
    for (struct node *n = l.tail; n != NULL; n = n->prev)
        backward += n->value;

    while (l.head != NULL)
        unlink_node(&l, l.head);
    return forward == 6 && backward == 5 ? 0 : 1;
}
