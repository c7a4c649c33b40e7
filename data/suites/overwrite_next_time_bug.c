// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

static int *cache;

static void refresh(void)
{
    cache = malloc(sizeof(int)); // ERROR
    *cache = __VERIFIER_nondet_int();
}

int main(void)
{
    refresh();
    while (__VERIFIER_nondet_int())
        refresh();
    free(cache);
    cache = NULL;
    return 0;
}
