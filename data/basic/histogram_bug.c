// expect: false valid-deref
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

#define BINS 256

/* counts how often each value below BINS is read from the input */
int main(void)
{
    int *count = calloc(BINS, sizeof(int));
    if (!count)
        return 0;
    while (__VERIFIER_nondet_int()) {
        int v = __VERIFIER_nondet_int();
        /* off by one: a value of BINS is counted too */
        if (v < 0 || v > BINS)
            continue;
        count[v]++; // ERROR
    }
    free(count);
    return 0;
}
