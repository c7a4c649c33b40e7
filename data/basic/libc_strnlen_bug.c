// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

/* strnlen with a bound past the end of an unterminated buffer. */
int main(void)
{
    char *buf = malloc(8);
    if (buf == NULL)
        return 0;
    memset(buf, 'a', 8);
    size_t n = strnlen(buf, 8);
    n += strnlen(buf, 9); // ERROR
    free(buf);
    return (int)n;
}
