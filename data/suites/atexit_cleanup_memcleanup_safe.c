// expect: true
// property: memcleanup
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct rec {
    struct rec *next;
};

static struct rec *all;

static void cleanup(void)
{
    while (all) {
        struct rec *n = all->next;
        free(all);
        all = n;
    }
}

int main(void)
{
    atexit(cleanup);
    while (__VERIFIER_nondet_int()) {
        struct rec *r = malloc(sizeof(*r));
        if (!r)
            abort();
        r->next = all;
        all = r;
    }
    return 0;
}
