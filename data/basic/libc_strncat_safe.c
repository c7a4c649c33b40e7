// expect: true
#include <stdlib.h>
#include <string.h>

/* strncat copies at most n bytes of the source, then a terminator. */
int main(void)
{
    char *d = malloc(8);
    if (d == NULL)
        return 0;
    strcpy(d, "abc");
    strncat(d, "defgh", 4);
    int r = strlen(d) == 7;
    d[1] = '\0';
    strncat(d, "xy", 5);
    r += strnlen(d, 8);
    free(d);
    return r;
}
