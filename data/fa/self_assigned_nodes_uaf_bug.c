// expect: false valid-deref
// domains: smg, fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* Each node of a stack is assigned to itself (`*n = *n`, a copy of the
 * whole struct onto itself) before it is pushed; the last node popped is assigned to itself once
 * more after it was freed. */
struct node {
    struct node *next;
    int key;
};

int main(void)
{
    struct node *top = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->next = top;
        n->key = 1;
        *n = *n;
        top = n;
    }
    while (top) {
        struct node *n = top;
        top = n->next;
        free(n);
        if (!top)
            *n = *n; // ERROR
    }
    return 0;
}
