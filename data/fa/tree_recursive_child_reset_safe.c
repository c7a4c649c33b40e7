// expect: true
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct tree {
    struct tree *left, *right;
    int key;
};

static struct tree *grow(int depth)
{
    if (depth == 0 || !__VERIFIER_nondet_int())
        return NULL;
    struct tree *t = malloc(sizeof(*t));
    if (!t)
        abort();
    t->key = depth;
    t->left = grow(depth - 1);
    t->right = grow(depth - 1);
    return t;
}

static void destroy(struct tree *t)
{
    if (!t)
        return;
    destroy(t->left);
    destroy(t->right);
    free(t);
}

int main(void)
{
    struct tree *t = grow(__VERIFIER_nondet_int());
    if (!t)
        return 0;
    /* the left subtree is pruned and replaced by a fresh leaf */
    destroy(t->left);
    t->left = malloc(sizeof(*t));
    if (!t->left)
        abort();
    t->left->left = t->left->right = NULL;
    t->left->key = 0;
    destroy(t);
    return 0;
}
