// expect: false valid-deref
#include <stdlib.h>

/* atoi of digits without a terminator reads past the buffer. */
int main(void)
{
    char *buf = malloc(3);
    if (buf == NULL)
        return 0;
    buf[0] = '1';
    buf[1] = '2';
    buf[2] = '3';
    int n = atoi(buf); // ERROR
    free(buf);
    return n;
}
