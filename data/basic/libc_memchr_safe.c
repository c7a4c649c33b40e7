// expect: true
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

/* memchr finds the byte inside the block or answers NULL. */
int main(void)
{
    char *buf = malloc(8);
    if (buf == NULL)
        return 0;
    memset(buf, 'a', 8);
    if (__VERIFIER_nondet_int())
        buf[5] = ':';
    char *colon = memchr(buf, ':', 8);
    if (colon != NULL)
        colon[1] = 'b';
    char *none = memchr(buf, 'z', 4);
    int r = none == NULL ? 0 : *none;
    free(buf);
    return r;
}
