// expect: false valid-memtrack
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct tree {
    struct tree *left, *right;
    int key;
};

static struct tree *build(void)
{
    struct tree *root = NULL;
    while (__VERIFIER_nondet_int()) {
        struct tree *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->left = n->right = NULL;
        n->key = __VERIFIER_nondet_int();
        struct tree **link = &root;
        while (*link)
            link = n->key < (*link)->key ? &(*link)->left : &(*link)->right;
        *link = n;
    }
    return root;
}

/* bug: the right subtrees are never visited; the freed node's pointer to
 * its right subtree is the last one, gone when the outermost call returns */
static void destroy(struct tree *t)
{
    if (!t)
        return;
    destroy(t->left);
    free(t);
} // ERROR

int main(void)
{
    destroy(build());
    return 0;
}
