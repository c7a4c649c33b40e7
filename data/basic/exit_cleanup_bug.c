// expect: false valid-memcleanup
// property: memcleanup
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

static void fail(void)
{
    exit(1); // ERROR
}

int main(void)
{
    int *p = malloc(sizeof(int));
    *p = 0;
    /* bug: the error path exits without freeing p */
    if (__VERIFIER_nondet_int())
        fail();
    free(p);
    return 0;
}
