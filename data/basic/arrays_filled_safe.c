// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* Two arrays of up to 24 cells, filled in loops bounded by their length. */
int main(void)
{
    int len = 2;
    while (len < 24 && __VERIFIER_nondet_int())
        len++;
    int *src = malloc(len * sizeof(int));
    int *dst = malloc(len * sizeof(int));
    if (!src || !dst)
        abort();
    for (int i = 0; i < len; i++)
        src[i] = i;
    for (int i = 0; i + 1 < len; i++)
        dst[i] = src[i + 1];
    dst[len - 1] = 0;
    free(src);
    free(dst);
    return 0;
}
