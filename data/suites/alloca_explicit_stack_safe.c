// expect: true
#include <alloca.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct tree {
    struct tree *l, *r;
};

static struct tree *grow(int depth)
{
    struct tree *t = malloc(sizeof(*t));
    if (!t)
        abort();
    t->l = t->r = NULL;
    if (depth > 0) {
        if (__VERIFIER_nondet_int())
            t->l = grow(depth - 1);
        if (__VERIFIER_nondet_int())
            t->r = grow(depth - 1);
    }
    return t;
}

int main(void)
{
    int depth = 3;
    /* a tree of depth 3 has at most 15 nodes */
    struct tree **stack = alloca(15 * sizeof(*stack));
    int top = 0;
    stack[top++] = grow(depth);
    while (top > 0) {
        struct tree *t = stack[--top];
        if (t->l)
            stack[top++] = t->l;
        if (t->r)
            stack[top++] = t->r;
        free(t);
    }
    return 0;
}
