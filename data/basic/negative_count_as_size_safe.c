// expect: true
// domains: smg, product
// A count checked from both sides, then compared as a size: the size is
// below 10, the "too large" branch is never taken, and the buffer is
// freed once.
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void)
{
    char *buf = malloc(16);
    if (!buf)
        return 1;
    int count = __VERIFIER_nondet_int();
    if (count >= 0 && count < 10 && (size_t)count >= 10)
        free(buf);
    free(buf);
    return 0;
}
