// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct tree {
    struct tree *left;
    struct tree *right;
    int key;
};

/* A random tree of depth at most 2 (at most 7 nodes). */
static struct tree *build(int depth)
{
    if (depth > 2 || !__VERIFIER_nondet_int())
        return NULL;
    struct tree *t = malloc(sizeof(struct tree));
    t->key = depth;
    t->left = build(depth + 1);
    t->right = build(depth + 1);
    return t;
}

/* Frees the tree without recursion: rotate left children up. */
static void destroy(struct tree *t)
{
    while (t != NULL) {
        if (t->left != NULL) {
            struct tree *l = t->left;
            t->left = l->right;
            l->right = t;
            t = l;
        } else {
            struct tree *r = t->right;
            free(t);
            t = r;
        }
    }
}

int main(void)
{
    struct tree *root = build(0);
    destroy(root);
    return 0;
}
