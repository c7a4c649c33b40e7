// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int local = 5;
    int *p = &local;
    if (__VERIFIER_nondet_int())
        p = malloc(sizeof(int));
    *p = 1;
    free(p); // ERROR
    return 0;
}
