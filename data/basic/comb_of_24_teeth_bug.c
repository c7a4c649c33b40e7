// expect: false valid-deref
// domains: smg, product
#include <stdlib.h>

/* A comb: a spine of 24 nodes linked by `left`, each with a leaf as its
 * `right` child, built by a counted loop. The walk down the spine stops at
 * the last tooth, whose `left` is null, and reads through it. Only an
 * exact exploration confirms this, over a heap of 48 objects that no list
 * segment summarises. */
struct node {
    struct node *left;
    struct node *right;
    int key;
};

int main(void)
{
    struct node *root = NULL;
    for (int i = 0; i < 24; i++) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            return 1;
        n->left = root;
        n->right = malloc(sizeof(*n));
        if (!n->right)
            return 1;
        n->right->left = n->right->right = NULL;
        n->key = i;
        root = n;
    }
    struct node *t = root;
    while (t->key != 0)
        t = t->left;
    return t->left->key; // ERROR
}
