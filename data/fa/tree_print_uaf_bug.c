// expect: false valid-deref
// domains: fa
#include <stdio.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* a binary tree built by random descent, destroyed and printed with an explicit stack */
struct tree {
    struct tree *left;
    struct tree *right;
    int key;
};

int main(void)
{
    struct tree *root = NULL;
    while (__VERIFIER_nondet_int()) {
        struct tree **slot = &root;
        while (*slot)
            slot = __VERIFIER_nondet_int() ? &(*slot)->left : &(*slot)->right;
        struct tree *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->left = n->right = NULL;
        n->key = __VERIFIER_nondet_int();
        *slot = n;
    }
    while (root) {
        struct tree *n = root;
        if (n->left) {
            root = n->left;
            n->left = root->right;
            root->right = n;
            continue;
        }
        root = n->right;
        free(n);
        /* bug: the key is printed after the node is freed */
        printf("key %d\n", n->key); // ERROR
    }
    puts("done");
    return 0;
}
