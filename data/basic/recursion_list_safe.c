// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

struct node {
    int value;
    struct node *next;
};

struct node *build(int depth)
{
    if (depth == 0)
        return NULL;
    struct node *n = malloc(sizeof(struct node));
    n->value = depth;
    n->next = build(depth - 1);
    return n;
}

int sum(struct node *n)
{
    if (n == NULL)
        return 0;
    return n->value + sum(n->next);
}

void destroy(struct node *n)
{
    if (n == NULL)
        return;
    destroy(n->next);
    free(n);
}

int main(void)
{
    int depth = __VERIFIER_nondet_int();
    __VERIFIER_assume(depth >= 0 && depth <= 4);
    struct node *list = build(depth);
    int s = sum(list);
    destroy(list);
    return s <= 10 ? 0 : 1;
}
