// expect: false valid-deref
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct tree {
    struct tree *left, *right;
    int key;
};

/* a global pointer into the tree, which the recursion never reads */
static struct tree *kept;

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
    kept = t->right;
    destroy(t);
    /* bug: the kept subtree went with the tree */
    if (kept)
        kept->key = 0; // ERROR
    return 0;
}
