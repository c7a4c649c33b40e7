// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct tnode {
    struct tnode *left;
    struct tnode *right;
    struct tnode *up;
};

int main(void)
{
    struct tnode *root = malloc(sizeof(*root));
    root->left = NULL;
    root->right = NULL;
    root->up = NULL;

    /* grow the tree at random leaves */
    while (__VERIFIER_nondet_int()) {
        struct tnode *n = root;
        while (n->left && n->right) {
            if (__VERIFIER_nondet_int())
                n = n->left;
            else
                n = n->right;
        }
        struct tnode *leaf = malloc(sizeof(*leaf));
        leaf->left = NULL;
        leaf->right = NULL;
        leaf->up = n;
        if (!n->left)
            n->left = leaf;
        else
            n->right = leaf;
    }

    /* free bottom-up using the parent links */
    struct tnode *n = root;
    while (n) {
        if (n->left) {
            n = n->left;
        } else if (n->right) {
            n = n->right;
        } else {
            struct tnode *up = n->up;
            if (up) {
                if (up->left == n)
                    up->left = NULL;
                else
                    up->right = NULL;
            }
            free(n);
            n = up;
        }
    }
    return 0;
}
