// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int *p = malloc(sizeof(int));
    *p = 1;
    int early = __VERIFIER_nondet_int();
    if (early)
        free(p);
    /* ... unrelated work ... */
    int x = 2;
    if (!early) {
        *p = x;
        free(p);
    }
    return 0;
}
