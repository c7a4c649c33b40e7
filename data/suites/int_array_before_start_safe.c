// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int *xs, *ys;
int len;

static void fill(void)
{
    for (int i = 0; i < len; i++)
        xs[i] = i;
    for (int i = 0; i < len - 1; i++)
        ys[i] = len;
}

int main(void)
{
    len = 1;
    while (len < 20 && __VERIFIER_nondet_int())
        len++;

    xs = malloc(len * sizeof(int));
    ys = malloc(len * sizeof(int));
    *ys++ = 0;
    fill();

    int v = ys[-1];
    free(xs);
    free(ys - 1);
    return v;
}
