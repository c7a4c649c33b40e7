// expect: true
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

static int length(const struct node *n)
{
    return n ? 1 + length(n->next) : 0;
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
    int n = length(list);
    /* the list is still there: the kept pointer is valid */
    if (second)
        second->val = n;
    destroy(list);
    return 0;
}
