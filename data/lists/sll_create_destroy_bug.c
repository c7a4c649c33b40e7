// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int data;
};

struct list {
    struct node *head;
    struct node *tail;
};

static void push_back(struct list *l, int data)
{
    struct node *n = malloc(sizeof(*n));
    n->next = NULL;
    n->data = data;
    if (l->tail == NULL)
        l->head = n;
    else
        l->tail->next = n; // ERROR
    l->tail = n;
}

/* bug: the tail keeps pointing to the freed last node */
static void clear(struct list *l)
{
    while (l->head != NULL) {
        struct node *next = l->head->next;
        free(l->head);
        l->head = next;
    }
}

int main(void)
{
    struct list l = {NULL, NULL};
    while (__VERIFIER_nondet_int())
        push_back(&l, __VERIFIER_nondet_int());
    clear(&l);

    push_back(&l, 42);
    clear(&l);
    return 0;
}
