// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct cellx {
    struct cellx *right;
    struct cellx *left;
    int id;
};

/* take x out of its row; x keeps its own links */
static void hide(struct cellx *x)
{
    if (x->left)
        x->left->right = x->right;
    if (x->right)
        x->right->left = x->left;
}

/* put x back where it was */
static void unhide(struct cellx *x)
{
    if (x->left)
        x->left->right = x;
    if (x->right)
        x->right->left = x;
}

int main(void)
{
    struct cellx *first = NULL;
    int id = 0;
    do {
        struct cellx *c = malloc(sizeof(*c));
        c->id = id++;
        c->left = NULL;
        c->right = first;
        if (first)
            first->left = c;
        first = c;
    } while (__VERIFIER_nondet_int());

    /* hide and unhide a node somewhere after the first one */
    struct cellx *x = first;
    while (x->right && __VERIFIER_nondet_int())
        x = x->right;
    if (x != first) {
        hide(x);
        unhide(x);
    }

    while (first) {
        struct cellx *r = first->right;
        free(first);
        first = r;
    }
    return 0;
}
