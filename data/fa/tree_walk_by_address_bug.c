// expect: false valid-deref
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* Recursive walks over a tree that write through pointers to the caller's
   locals: a counter and the leftmost node found, used after the tree
   is freed. */
struct node {
    struct node *left;
    struct node *right;
};

static void count(struct node *t, int *n)
{
    if (!t)
        return;
    (*n)++;
    count(t->left, n);
    count(t->right, n);
}

static void leftmost(struct node *t, struct node **out)
{
    if (!t)
        return;
    *out = t;
    leftmost(t->left, out);
}

static void destroy(struct node *t)
{
    if (!t)
        return;
    destroy(t->left);
    destroy(t->right);
    free(t);
}

int main(void)
{
    struct node *root = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node **link = &root;
        while (*link)
            link = __VERIFIER_nondet_int() ? &(*link)->left : &(*link)->right;
        *link = malloc(sizeof(struct node));
        if (!*link)
            abort();
        (*link)->left = NULL;
        (*link)->right = NULL;
    }
    int n = 0;
    count(root, &n);
    struct node *first = NULL;
    leftmost(root, &first);
    destroy(root);
    if (first)
        first->right = NULL; // ERROR
    return 0;
}
