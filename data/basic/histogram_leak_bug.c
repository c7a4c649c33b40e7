// expect: false valid-memtrack
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

#define BINS 256
#define SAMPLES 64

/* counts the low byte of each sample, then forgets to free the samples */
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
    for (i = 0; i < SAMPLES; i++)
        count[sample[i] & (BINS - 1)]++;
    free(count);
    return 0; // ERROR
}
