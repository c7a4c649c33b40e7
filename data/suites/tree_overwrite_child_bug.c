// expect: false valid-memtrack
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
    destroy(t->left);
    destroy(t->right);
    free(t);
}

int main(void)
{
    struct tree *root = malloc(sizeof(*root));
    root->left = NULL;
    root->right = NULL;
    while (__VERIFIER_nondet_int()) {
        struct tree *n = malloc(sizeof(*n));
        n->left = NULL;
        n->right = NULL;
        struct tree *t = root;
        while (t->left && __VERIFIER_nondet_int())
            t = t->left;
        /* bug: an existing left subtree is replaced */
        t->left = n; // ERROR
    }
    destroy(root);
    return 0;
}
