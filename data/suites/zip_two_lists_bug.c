// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct n {
    struct n *next;
    int side;
};

static struct n *build(int side)
{
    struct n *l = NULL;
    while (__VERIFIER_nondet_int()) {
        struct n *x = malloc(sizeof(*x));
        if (!x)
            abort();
        x->side = side;
        x->next = l;
        l = x;
    }
    return l;
}

/* interleaves b into a: a1 b1 a2 b2 ...; the rest of the longer one follows */
static struct n *zip(struct n *a, struct n *b)
{
    struct n *res = NULL, **tail = &res;
    while (a && b) {
        struct n *an = a->next, *bn = b->next;
        *tail = a;
        a->next = b;
        tail = &b->next;
        a = an;
        b = bn;
    }
    /* bug: the rest of the longer list is dropped */
    *tail = NULL;
    return res; // ERROR
}

int main(void)
{
    struct n *z = zip(build(0), build(1));
    while (z) {
        struct n *next = z->next;
        free(z);
        z = next;
    }
    return 0;
}
