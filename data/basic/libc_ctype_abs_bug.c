// expect: false valid-deref
// domains: product, smg, fa
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

/* The pure libc calls hide nothing: the buffer is used after its free. */
int main(void)
{
    char *s = malloc(3);
    if (s == NULL)
        return 0;
    s[0] = 'x';
    s[1] = '9';
    s[2] = '\0';
    int k = abs(-2) + isdigit(s[1]) + toupper(s[0]);
    putchar(k % 64 + 32);
    free(s);
    return isalpha(s[0]); // ERROR
}
