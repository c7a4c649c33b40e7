// expect: false unreach-call
// property: unreach-call
// domains: fa product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* A chain of nodes linked upwards, each with a leaf child holding 7 and a
 * weight read from the input. Bug: only negative weights are replaced, so a
 * weight may be 0 when the walk up the chain divides by it. */
struct node {
    struct node *up;
    struct node *leaf;
    int weight;
};

int main(void)
{
    struct node *top = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            return 0;
        int w = __VERIFIER_nondet_int();
        if (w < 0)
            w = -1;
        n->weight = w;
        n->up = top;
        n->leaf = malloc(sizeof(*n));
        if (n->leaf) {
            n->leaf->up = n;
            n->leaf->leaf = NULL;
            n->leaf->weight = 7;
        }
        top = n;
    }
    int sum = 0;
    for (struct node *n = top; n; n = n->up) {
        if (n->weight == 0)
            reach_error(); // ERROR
        if (n->leaf && n->leaf->weight != 7)
            reach_error();
        sum += 100 / n->weight;
    }
    while (top) {
        struct node *up = top->up;
        free(top->leaf);
        free(top);
        top = up;
    }
    return sum > 1000;
}
