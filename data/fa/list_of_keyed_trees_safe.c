// expect: true
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* A list whose items own binary search trees; keys are inserted into the
   tree of an item chosen at random. */
struct tree {
    struct tree *left;
    struct tree *right;
    int key;
};

struct item {
    struct item *next;
    struct tree *root;
};

/* The list stays reachable from here when main returns. */
struct item *items;

int main(void)
{
    while (__VERIFIER_nondet_int()) {
        struct item *it = malloc(sizeof(struct item));
        if (!it)
            abort();
        it->root = NULL;
        it->next = items;
        items = it;
    }
    while (items && __VERIFIER_nondet_int()) {
        struct item *it = items;
        while (it->next && __VERIFIER_nondet_int())
            it = it->next;
        int key = __VERIFIER_nondet_int();
        struct tree **link = &it->root;
        while (*link)
            link = key < (*link)->key ? &(*link)->left : &(*link)->right;
        struct tree *t = malloc(sizeof(struct tree));
        if (!t)
            abort();
        t->left = NULL;
        t->right = NULL;
        t->key = key;
        *link = t;
    }
    return 0;
}
