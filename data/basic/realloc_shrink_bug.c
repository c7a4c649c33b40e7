// expect: false valid-deref
#include <stdlib.h>

int main(void)
{
    char *s = malloc(8);
    for (int i = 0; i < 8; i++)
        s[i] = 'a' + i;
    s = realloc(s, 4);
    char c = s[5]; // ERROR
    free(s);
    return c == 'f' ? 0 : 1;
}
