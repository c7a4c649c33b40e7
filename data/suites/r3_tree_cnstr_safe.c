// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* build a binary tree by random descents, then destroy it leaf by leaf,
 * always restarting from the root (no recursion, no stack) */
struct TreeNode {
    struct TreeNode *left;
    struct TreeNode *right;
};

int main(void)
{
    struct TreeNode *root = malloc(sizeof(*root)), *n;
    if (!root)
        abort();
    root->left = NULL;
    root->right = NULL;

    while (__VERIFIER_nondet_int()) {
        n = root;
        while (n->left && n->right) {
            if (__VERIFIER_nondet_int())
                n = n->left;
            else
                n = n->right;
        }
        if (!n->left && __VERIFIER_nondet_int()) {
            n->left = malloc(sizeof(*n));
            if (!n->left)
                abort();
            n->left->left = NULL;
            n->left->right = NULL;
        }
        if (!n->right && __VERIFIER_nondet_int()) {
            n->right = malloc(sizeof(*n));
            if (!n->right)
                abort();
            n->right->left = NULL;
            n->right->right = NULL;
        }
    }

    n = NULL;
    struct TreeNode *pred;
    while (root) {
        pred = NULL;
        n = root;
        while (n->left || n->right) {
            pred = n;
            if (n->left)
                n = n->left;
            else
                n = n->right;
        }
        if (pred) {
            if (n == pred->left)
                pred->left = NULL;
            else
                pred->right = NULL;
        } else
            root = NULL;
        free(n);
    }
    return 0;
}
