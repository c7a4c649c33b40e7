// expect: true
// domains: smg, fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* Each node of a stack is assigned to itself (`*n = *n`, a copy of the
 * whole struct onto itself) before it is pushed: its link stays. */
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
    }
    return 0;
}
