// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int *value;
};

typedef void (*visit_fn)(struct node *);

static void release_value(struct node *n)
{
    /* bug: the pointer is not cleared */
    free(n->value); // ERROR
}

static void for_each(struct node *list, visit_fn fn)
{
    while (list) {
        struct node *next = list->next;
        fn(list);
        list = next;
    }
}

static void release_node(struct node *n)
{
    free(n);
}

int main(void)
{
    struct node *list = NULL;
    do {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->value = malloc(sizeof(int));
        n->next = list;
        list = n;
    } while (__VERIFIER_nondet_int());
    for_each(list, release_value);
    if (__VERIFIER_nondet_int())
        for_each(list, release_value);
    for_each(list, release_node);
    return 0;
}
