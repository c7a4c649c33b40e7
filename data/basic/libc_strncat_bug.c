// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

/* strncat of five bytes after three: the terminator lands past the end. */
int main(void)
{
    char *d = malloc(8);
    if (d == NULL)
        return 0;
    strcpy(d, "abc");
    strncat(d, "defghij", 5); // ERROR
    int r = d[0];
    free(d);
    return r;
}
