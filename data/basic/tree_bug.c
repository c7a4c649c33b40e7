// expect: false valid-memtrack
#include <stdlib.h>

struct tree {
    int key;
    struct tree *left;
    struct tree *right;
};

/* A complete binary tree of the given depth. */
static struct tree *build(int depth, int key)
{
    if (depth < 0)
        return NULL;
    struct tree *t = malloc(sizeof(struct tree));
    t->key = key;
    t->left = build(depth - 1, 2 * key);
    t->right = build(depth - 1, 2 * key + 1);
    return t;
}

/* bug: the right subtrees are forgotten */
static void destroy(struct tree *t)
{
    if (t == NULL)
        return;
    destroy(t->left);
    free(t); // ERROR
}

int main(void)
{
    struct tree *root = build(2, 1);
    destroy(root);
    return 0;
}
