// expect: true
// property: memcleanup
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

static int *resource;

static void fail(void)
{
    free(resource);
    exit(1);
}

int main(void)
{
    resource = malloc(sizeof(int));
    *resource = 0;
    if (__VERIFIER_nondet_int())
        fail();
    free(resource);
    return 0;
}
