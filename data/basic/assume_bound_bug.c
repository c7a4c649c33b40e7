// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void)
{
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n >= 1 && n <= 4);
    int *a = malloc(n * sizeof(int));
    for (int i = 0; i <= n; i++) /* bug: one element too many */
        a[i] = 0; // ERROR
    free(a);
    return 0;
}
