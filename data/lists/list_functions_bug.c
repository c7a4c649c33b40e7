// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int data;
};

/* insert into a sorted list; bug: the search runs off the end */
static void insert(struct node **list, int data)
{
    struct node *n = malloc(sizeof(*n));
    n->data = data;
    while ((*list)->data < data) // ERROR
        list = &(*list)->next;
    n->next = *list;
    *list = n;
}

static int pop_front(struct node **list)
{
    struct node *n = *list;
    int data = n->data;
    *list = n->next;
    free(n);
    return data;
}

static void destroy(struct node *list)
{
    while (list != NULL) {
        struct node *next = list->next;
        free(list);
        list = next;
    }
}

int main(void)
{
    struct node *list = NULL;
    int sum = 0;
    while (__VERIFIER_nondet_int()) {
        insert(&list, __VERIFIER_nondet_int());
        if (__VERIFIER_nondet_int())
            sum += pop_front(&list);
    }
    destroy(list);
    return sum;
}
