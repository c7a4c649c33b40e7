// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* a DAG: a node may share its left child as its right child;
 * the destructor frees a shared child once */
struct tn {
    struct tn *left, *right;
};

static struct tn *make(int depth)
{
    struct tn *t = malloc(sizeof(*t));
    if (!t)
        abort();
    t->left = t->right = NULL;
    if (depth > 0 && __VERIFIER_nondet_int()) {
        t->left = make(depth - 1);
        if (__VERIFIER_nondet_int())
            t->right = t->left;
        else
            t->right = make(depth - 1);
    }
    return t;
}

static void destroy(struct tn *t)
{
    if (!t)
        return;
    destroy(t->left);
    if (t->right != t->left)
        destroy(t->right);
    free(t);
}

int main(void)
{
    struct tn *root = make(3);
    destroy(root);
    return 0;
}
