// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void)
{
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n >= 1 && n <= 4);
    int *a = malloc(n * sizeof(int));
    for (int i = 0; i < n; i++)
        a[i] = 0;
    int i = __VERIFIER_nondet_int();
    __VERIFIER_assume(i >= 0 && i < n);
    a[i] = 1;
    free(a);
    return 0;
}
