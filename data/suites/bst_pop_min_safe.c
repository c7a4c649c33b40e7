// expect: true
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct bst {
    struct bst *left, *right;
    int key;
};

static struct bst *insert(struct bst *t, int key)
{
    if (!t) {
        t = malloc(sizeof(*t));
        if (!t)
            abort();
        t->left = t->right = NULL;
        t->key = key;
        return t;
    }
    if (key < t->key)
        t->left = insert(t->left, key);
    else
        t->right = insert(t->right, key);
    return t;
}

/* unlinks the smallest node and returns the new root */
static struct bst *pop_min(struct bst *t, struct bst **min)
{
    struct bst **at = &t;
    while ((*at)->left)
        at = &(*at)->left;
    *min = *at;
    *at = (*at)->right;
    return t;
}

int main(void)
{
    struct bst *root = NULL;
    int n = 0;
    while (n < 6 && __VERIFIER_nondet_int()) {
        root = insert(root, __VERIFIER_nondet_int());
        n++;
    }
    while (root) {
        struct bst *min;
        root = pop_min(root, &min);
        free(min);
    }
    return 0;
}
