// expect: true
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* a binary tree whose nodes each carry a singly linked list of items */
struct item {
    struct item *next;
    int v;
};

struct tnode {
    struct tnode *left;
    struct tnode *right;
    struct item *items;
};

static struct tnode *new_tnode(void)
{
    struct tnode *t = malloc(sizeof(*t));
    if (!t)
        abort();
    t->left = t->right = NULL;
    t->items = NULL;
    while (__VERIFIER_nondet_int()) {
        struct item *i = malloc(sizeof(*i));
        if (!i)
            abort();
        i->v = 0;
        i->next = t->items;
        t->items = i;
    }
    return t;
}

static void destroy(struct tnode *t)
{
    if (!t)
        return;
    destroy(t->left);
    destroy(t->right);
    while (t->items) {
        struct item *n = t->items->next;
        free(t->items);
        t->items = n;
    }
    free(t);
}

int main(void)
{
    struct tnode *root = new_tnode();
    int n = 0;
    while (n < 4 && __VERIFIER_nondet_int()) {
        /* descend along a random path and hang a new node at its end */
        struct tnode *t = root;
        for (;;) {
            if (__VERIFIER_nondet_int()) {
                if (!t->left) {
                    t->left = new_tnode();
                    break;
                }
                t = t->left;
            } else {
                if (!t->right) {
                    t->right = new_tnode();
                    break;
                }
                t = t->right;
            }
        }
        n++;
    }
    destroy(root);
    return 0;
}
