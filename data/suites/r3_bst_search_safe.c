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
    } else if (key < t->key) {
        t->left = insert(t->left, key);
    } else if (key > t->key) {
        t->right = insert(t->right, key);
    }
    return t;
}

static int contains(struct bst *t, int key)
{
    while (t && t->key != key)
        t = key < t->key ? t->left : t->right;
    return t != NULL;
}

static void destroy(struct bst *t)
{
    if (t) {
        destroy(t->left);
        destroy(t->right);
        free(t);
    }
}

int main(void)
{
    struct bst *root = NULL;
    int n = 0;
    while (n < 5 && __VERIFIER_nondet_int()) {
        root = insert(root, __VERIFIER_nondet_int());
        n++;
    }
    int found = contains(root, 3);
    destroy(root);
    return found;
}
