// expect: true
// domains: smg, fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A list freed by two functions that call each other: one frees a node and
   hands the rest to the other, which frees the next node and hands the
   rest back. The list's length comes from an input. */
struct cell {
    struct cell *next;
};

static void release_even(struct cell *c);

static void release_odd(struct cell *c)
{
    if (!c)
        return;
    struct cell *rest = c->next;
    free(c);
    release_even(rest);
}

static void release_even(struct cell *c)
{
    if (!c)
        return;
    struct cell *rest = c->next;
    free(c);
    release_odd(rest);
}

int main(void)
{
    int count = __VERIFIER_nondet_int() - 1;
    struct cell *list = NULL;
    for (int i = 0; i < count; i++) {
        struct cell *c = malloc(sizeof(*c));
        if (!c)
            abort();
        c->next = list;
        list = c;
    }
    release_odd(list);
    return 0;
}
