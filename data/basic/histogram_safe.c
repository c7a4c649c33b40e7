// expect: true
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

#define BINS 256
#define SAMPLES 4096

/* counts how often each byte value occurs among the samples */
int main(void)
{
    int *count = calloc(BINS, sizeof(int));
    int *sample = malloc(SAMPLES * sizeof(int));
    int i;
    if (!count || !sample) {
        free(count);
        free(sample);
        return 0;
    }
    for (i = 0; i < SAMPLES; i++)
        sample[i] = __VERIFIER_nondet_int();
    for (i = 0; i < SAMPLES; i++) {
        int v = sample[i];
        if (v < 0 || v >= BINS)
            continue;
        count[v]++;
    }
    free(sample);
    free(count);
    return 0;
}
