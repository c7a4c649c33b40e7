// expect: true
// property: memcleanup
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct tn {
    struct tn *left, *right;
};

static struct tn *root;

static void grow(void)
{
    struct tn **pp = &root;
    while (*pp)
        pp = __VERIFIER_nondet_int() ? &(*pp)->left : &(*pp)->right;
    *pp = malloc(sizeof(struct tn));
    if (!*pp)
        exit(0);
    (*pp)->left = (*pp)->right = NULL;
}

static void prune(struct tn *t)
{
    if (!t)
        return;
    prune(t->left);
    prune(t->right);
    free(t);
}

int main(void)
{
    int n = 0;
    while (n++ < 6 && __VERIFIER_nondet_int())
        grow();
    prune(root);
    root = NULL;
    return 0;
}
