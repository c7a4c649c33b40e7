// expect: false valid-deref
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

/* bug: the node is freed before its successor is read */
static void destroy(struct node *n)
{
    if (n == NULL)
        return;
    free(n);
    destroy(n->next); // ERROR
}

int main(void)
{
    struct node *list = build(0);
    destroy(list);
    return 0;
}
