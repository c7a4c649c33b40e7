// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct cellx {
    struct cellx *right;
    struct cellx *left;
    int id;
};

static void hide(struct cellx *x)
{
    if (x->left)
        x->left->right = x->right;
    if (x->right)
        x->right->left = x->left;
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

    struct cellx *x = first->right;
    if (x != NULL) {
        hide(x);
        /* bug: the hidden node is never put back and never freed */
        x = NULL; // ERROR
    }

    while (first) {
        struct cellx *r = first->right;
        free(first);
        first = r;
    }
    return 0;
}
