// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct tnode {
    struct tnode *left, *right, *parent;
    int key;
};

static struct tnode *leaf(struct tnode *parent)
{
    struct tnode *t = malloc(sizeof(*t));
    if (!t)
        abort();
    t->left = t->right = NULL;
    t->parent = parent;
    t->key = 0;
    return t;
}

int main(void)
{
    struct tnode *root = leaf(NULL);
    /* random descents, each adding one leaf */
    while (__VERIFIER_nondet_int()) {
        struct tnode *t = root;
        for (;;) {
            if (__VERIFIER_nondet_int()) {
                if (!t->left) {
                    t->left = leaf(t);
                    break;
                }
                t = t->left;
            } else {
                if (!t->right) {
                    t->right = leaf(t);
                    break;
                }
                t = t->right;
            }
        }
    }
    /* destroy without a stack: go down to a leaf, free it, climb by the parent link */
    struct tnode *t = root;
    while (t) {
        if (t->left) {
            t = t->left;
        } else if (t->right) {
            t = t->right;
        } else {
            struct tnode *up = t->parent;
            if (up) {
                if (up->left == t)
                    up->left = NULL;
                else
                    up->right = NULL;
            }
            free(t);
            t = up;
        }
    }
    return 0;
}
