// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* Lindstrom's variant of the Deutsch-Schorr-Waite traversal: every node is
 * visited three times by rotating its pointers, and the tree is intact after */
struct TreeNode {
    struct TreeNode *left;
    struct TreeNode *right;
};

static struct TreeNode *leaf(void)
{
    struct TreeNode *t = malloc(sizeof(*t));
    if (!t)
        abort();
    t->left = t->right = NULL;
    return t;
}

static void destroy(struct TreeNode *t)
{
    if (!t)
        return;
    destroy(t->left);
    destroy(t->right);
    free(t);
}

int main(void)
{
    struct TreeNode *root = leaf();
    int budget = 5;
    while (budget-- > 0 && __VERIFIER_nondet_int()) {
        struct TreeNode *n = root;
        while (n->left && n->right)
            n = __VERIFIER_nondet_int() ? n->left : n->right;
        if (!n->left)
            n->left = leaf();
        else
            n->right = leaf();
    }

    struct TreeNode *sentinel = leaf();
    struct TreeNode *prev = sentinel, *cur = root, *next;
    for (;;) {
        next = cur->left;
        cur->left = cur->right;
        cur->right = prev;
        prev = cur;
        cur = next;
        if (cur == sentinel)
            break;
        if (!cur) {
            cur = prev;
            prev = NULL;
        }
    }
    free(sentinel);
    destroy(root);
    return 0;
}
