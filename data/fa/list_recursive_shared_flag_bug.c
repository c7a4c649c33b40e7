// expect: false valid-free
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int v;
};

/* frees the list only when asked to */
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
    struct node *h = malloc(sizeof(*h));
    if (!h)
        abort();
    h->next = NULL;
    int asked = __VERIFIER_nondet_int();
    destroy_if(h, asked);
    /* bug: freed again when destroy_if was asked to free it */
    free(h); // ERROR
    return 0;
}
