// expect: false valid-deref
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int val;
};

static struct node *build(void)
{
    if (!__VERIFIER_nondet_int())
        return NULL;
    struct node *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->val = 1;
    n->next = build();
    return n;
}

static void destroy(struct node *n)
{
    if (!n)
        return;
    destroy(n->next);
    free(n);
}

int main(void)
{
    struct node *list = build();
    struct node *second = list ? list->next : NULL;
    destroy(list);
    /* bug: the second node went with the list */
    if (second)
        second->val = 0; // ERROR
    return 0;
}
