// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

int main(void)
{
    char *s = malloc(4);
    if (!s)
        return 0;
    memcpy(s, "pine", 4); /* no room left for the terminator */
    size_t n = strlen(s); // ERROR
    free(s);
    return (int)n;
}
