// expect: true
// property: unreach-call
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct node {
    struct node *next;
    int v;
};

/* marks every node when asked to */
static int mark_if(struct node *x, int asked)
{
    if (!x)
        return 0;
    if (asked)
        x->v = 1;
    return mark_if(x->next, asked);
}

int main(void)
{
    struct node *h = malloc(sizeof(*h));
    if (!h)
        abort();
    h->next = NULL;
    h->v = 0;
    int asked = __VERIFIER_nondet_int();
    mark_if(h, asked);
    if (!asked && h->v == 1)
        reach_error();
    free(h);
    return 0;
}
