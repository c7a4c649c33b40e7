// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct tree {
    struct tree *left;
    struct tree *right;
};

/* bug: right subtrees are never visited */
static void destroy(struct tree *t)
{
    while (t) {
        struct tree *l = t->left;
        free(t);
        t = l;
    }
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
    return 0; // ERROR
}
