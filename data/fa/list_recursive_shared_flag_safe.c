// expect: true
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int v;
};

/* frees the list only when asked to; the caller frees it otherwise */
static void destroy_if(struct node *x, int asked)
{
    if (!x)
        return;
    destroy_if(x->next, asked);
    if (asked)
        free(x);
}

int main(void)
{
    struct node *h = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->next = h;
        h = n;
    }
    int asked = __VERIFIER_nondet_int();
    destroy_if(h, asked);
    if (!asked) {
        while (h) {
            struct node *t = h->next;
            free(h);
            h = t;
        }
    }
    return 0;
}
