// expect: false valid-free
// domains: smg, product
// A count checked only from above, then compared as a size: a negative
// count is a huge size, takes the "too large" branch and frees the buffer,
// which is freed again at the end.
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void)
{
    char *buf = malloc(16);
    if (!buf)
        return 1;
    int count = __VERIFIER_nondet_int();
    if (count < 10 && (size_t)count >= 10)
        free(buf);
    free(buf); // ERROR
    return 0;
}
