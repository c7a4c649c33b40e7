// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

/* memcmp reads as many bytes from the shorter block as from the longer. */
int main(void)
{
    char *a = malloc(8);
    char *b = malloc(4);
    if (a == NULL || b == NULL) {
        free(a);
        free(b);
        return 0;
    }
    memset(a, 'x', 8);
    memset(b, 'x', 4);
    int r = memcmp(a, b, 8); // ERROR
    free(a);
    free(b);
    return r;
}
