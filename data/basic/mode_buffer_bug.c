// expect: false valid-deref
// domains: smg, fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* only mode 2 has a buffer, but mode 3 writes to it too */
int main(void)
{
    int mode = __VERIFIER_nondet_int();
    int *buffer = NULL;
    if (mode == 2) {
        buffer = malloc(4 * sizeof(int));
        if (!buffer)
            return 1;
    }
    if (mode == 2 || mode == 3)
        buffer[0] = 7; // ERROR
    if (mode != 2)
        return 0;
    free(buffer);
    return 0;
}
