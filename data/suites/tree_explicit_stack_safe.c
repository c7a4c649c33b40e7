// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct tree {
    struct tree *left;
    struct tree *right;
};

struct todo {
    struct todo *next;
    struct tree *node;
};

int main(void)
{
    struct tree *root = NULL;
    while (__VERIFIER_nondet_int()) {
        struct tree *n = malloc(sizeof(*n));
        n->left = NULL;
        n->right = NULL;
        struct tree **slot = &root;
        while (*slot)
            slot = __VERIFIER_nondet_int() ? &(*slot)->left : &(*slot)->right;
        *slot = n;
    }

    struct todo *stack = NULL;
    if (root) {
        stack = malloc(sizeof(*stack));
        stack->node = root;
        stack->next = NULL;
    }
    while (stack) {
        struct todo *top = stack;
        stack = stack->next;
        struct tree *t = top->node;
        free(top);
        if (t->left) {
            struct todo *s = malloc(sizeof(*s));
            s->node = t->left;
            s->next = stack;
            stack = s;
        }
        if (t->right) {
            struct todo *s = malloc(sizeof(*s));
            s->node = t->right;
            s->next = stack;
            stack = s;
        }
        free(t);
    }
    return 0;
}
