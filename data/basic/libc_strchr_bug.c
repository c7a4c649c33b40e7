// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

/* strchr in a buffer without a terminator runs past its end. */
int main(void)
{
    char *buf = malloc(4);
    if (buf == NULL)
        return 0;
    memset(buf, 'a', 4);
    char *p = strchr(buf, 'b'); // ERROR
    free(buf);
    return p != NULL;
}
