// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int n = __VERIFIER_nondet_int();
    if (n < 1 || n > 4)
        n = 4;
    int *a = malloc(n * sizeof(int));
    for (int k = 0; k < 8; k++) {
        int i = __VERIFIER_nondet_int();
        int j = __VERIFIER_nondet_int();
        if (i >= 0 && i < n)
            a[i] = k;
        if (j >= 0 && j < i && i < n)
            a[j] = k; /* 0 <= j < i < n */
    }
    free(a);
    return 0;
}
