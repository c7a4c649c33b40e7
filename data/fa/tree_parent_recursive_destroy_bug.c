// expect: false valid-deref
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A binary search tree whose nodes name their parents, grown by descending
   from the root, then freed by a recursive walk that frees a vertex
   before it visits the vertex's second subtree. */
struct vertex {
    struct vertex *low;
    struct vertex *high;
    struct vertex *up;
};

static void release(struct vertex *v)
{
    if (!v)
        return;
    release(v->low);
    free(v);
    release(v->high); // ERROR
}

int main(void)
{
    struct vertex *root = NULL;
    while (__VERIFIER_nondet_int()) {
        struct vertex *v = malloc(sizeof(*v));
        if (!v)
            abort();
        v->low = NULL;
        v->high = NULL;
        v->up = NULL;
        struct vertex **slot = &root;
        while (*slot) {
            v->up = *slot;
            slot = __VERIFIER_nondet_int() ? &(*slot)->low : &(*slot)->high;
        }
        *slot = v;
    }
    release(root);
    return 0;
}
