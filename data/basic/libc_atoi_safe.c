// expect: true
#include <stdlib.h>

/* atoi and strtol stop at the first byte that is not a digit: no terminator needed. */
int main(void)
{
    char *buf = malloc(4);
    if (buf == NULL)
        return 0;
    buf[0] = ' ';
    buf[1] = '4';
    buf[2] = '2';
    buf[3] = 'x';
    int n = atoi(buf);
    char *end = NULL;
    long m = strtol(buf, &end, 10);
    int r = 0;
    if (n == 42 && m == 42 && *end == 'x')
        r = 1;
    free(buf);
    return r;
}
