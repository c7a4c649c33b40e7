// expect: false valid-memcleanup
// property: memcleanup
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
};

static struct node *pool;

static void give_up(void)
{
    /* bug: the pool is still allocated */
    exit(0); // ERROR
}

int main(void)
{
    do {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->next = pool;
        pool = n;
    } while (__VERIFIER_nondet_int());
    give_up();
    return 0;
}
