// expect: true
// domains: smg, fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* only mode 2 has a buffer, and only mode 2 touches it */
int main(void)
{
    int mode = __VERIFIER_nondet_int();
    int *buffer = NULL;
    if (mode == 2) {
        buffer = malloc(4 * sizeof(int));
        if (!buffer)
            return 1;
    }
    if (mode == 2)
        buffer[0] = 7;
    if (mode != 2)
        return 0;
    free(buffer);
    return 0;
}
