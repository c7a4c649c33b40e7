// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int key;
};

struct list {
    struct node *first;
    struct node *last;
};

static void push_front(struct list *l, int key)
{
    struct node *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->key = key;
    n->next = l->first;
    l->first = n;
    if (!l->last)
        l->last = n;
}

static void push_back(struct list *l, int key)
{
    struct node *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->key = key;
    n->next = NULL;
    if (l->last)
        l->last->next = n; // ERROR
    else
        l->first = n;
    l->last = n;
}

/* bug: `last` is not reset when the list becomes empty */
static void pop_front(struct list *l)
{
    struct node *n = l->first;
    if (!n)
        return;
    l->first = n->next;
    free(n);
}

int main(void)
{
    struct list l = { NULL, NULL };
    while (__VERIFIER_nondet_int()) {
        switch (__VERIFIER_nondet_int()) {
        case 0:
            push_front(&l, 0);
            break;
        case 1:
            push_back(&l, 1);
            break;
        default:
            pop_front(&l);
            break;
        }
    }
    while (l.first)
        pop_front(&l);
    return 0;
}
