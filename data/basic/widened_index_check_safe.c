// expect: true
// domains: smg, product
// Counters indexed by inputs checked against the table's size. The checks
// compare the indices widened to 64 bits (`slot` converted to size_t, a
// negative one wrapping to a huge size), the accesses widen them again.
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

#define SLOTS 16

int main(void)
{
    int *counts = calloc(SLOTS, sizeof *counts);
    if (!counts)
        return 1;
    int slot = __VERIFIER_nondet_int();
    if (slot < SLOTS * sizeof *counts / sizeof *counts)
        counts[slot]++;
    unsigned bucket = (unsigned)__VERIFIER_nondet_int();
    int seen = 0;
    if ((unsigned long)bucket < SLOTS)
        seen = counts[bucket];
    free(counts);
    return seen;
}
