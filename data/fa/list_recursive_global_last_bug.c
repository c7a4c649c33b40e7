// expect: false valid-free
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int val;
};

static struct node *last;

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

/* remembers the last node in a global */
static void find_last(struct node *n)
{
    if (!n)
        return;
    last = n;
    find_last(n->next);
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
    find_last(list);
    destroy(list);
    /* bug: the last node was freed with the list */
    if (last)
        free(last); // ERROR
    return 0;
}
