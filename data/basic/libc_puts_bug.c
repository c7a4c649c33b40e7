// expect: false valid-deref
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* puts of a buffer without a terminator reads past its end. */
int main(void)
{
    char *buf = malloc(4);
    if (buf == NULL)
        return 0;
    memcpy(buf, "abcd", 4);
    fputs("name: ", stdout);
    puts(buf); // ERROR
    free(buf);
    return 0;
}
