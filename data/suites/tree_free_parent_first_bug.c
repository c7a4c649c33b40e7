// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct tree {
    struct tree *left;
    struct tree *right;
};

static void destroy(struct tree *t)
{
    if (!t)
        return;
    free(t);
    destroy(t->left); // ERROR
    destroy(t->right);
}

int main(void)
{
    struct tree *root = NULL;
    while (__VERIFIER_nondet_int()) {
        struct tree *n = malloc(sizeof(*n));
        n->left = NULL;
        n->right = NULL;
        struct tree **slot = &root;
        while (*slot)
            slot = __VERIFIER_nondet_int() ? &(*slot)->left : &(*slot)->right;
        *slot = n;
    }
    destroy(root);
    return 0;
}
