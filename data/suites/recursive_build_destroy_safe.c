// expect: true
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int depth;
};

static struct node *build(int depth)
{
    if (!__VERIFIER_nondet_int())
        return NULL;
    struct node *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->depth = depth;
    n->next = build(depth + 1);
    return n;
}

static void destroy(struct node *n)
{
    if (n == NULL)
        return;
    destroy(n->next);
    free(n);
}

int main(void)
{
    struct node *list = build(0);
    destroy(list);
    return 0;
}
