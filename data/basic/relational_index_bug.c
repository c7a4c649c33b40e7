// expect: false valid-deref
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
        if (i >= 0 && i <= n) /* bug: i may equal n */
            a[i] = k; // ERROR
    }
    free(a);
    return 0;
}
