// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

/* memchr looks for a byte the block does not hold, past its end. */
int main(void)
{
    char *buf = malloc(8);
    if (buf == NULL)
        return 0;
    memset(buf, 'a', 8);
    char *colon = memchr(buf, ':', 9); // ERROR
    int r = colon != NULL;
    free(buf);
    return r;
}
