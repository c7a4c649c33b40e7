// expect: true
// domains: product, smg, fa
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* Pure libc functions: abs, the ctype classifiers and conversions, output. */
int main(void)
{
    int n = __VERIFIER_nondet_int();
    char *s = malloc(4);
    if (s == NULL)
        return 0;
    s[0] = '7';
    s[1] = 'a';
    s[2] = ' ';
    s[3] = '\0';
    int digits = 0;
    for (int i = 0; s[i] != '\0'; i++) {
        if (isdigit(s[i]) || isxdigit(s[i]))
            digits++;
        if (isalpha(s[i]) && islower(s[i]))
            s[i] = toupper(s[i]);
        if (isspace(s[i]) || ispunct(s[i]))
            putchar(tolower(s[i]));
    }
    long m = labs((long)n) + llabs(-3LL) + abs(n % 10);
    fputc(isalnum(s[1]) ? 'y' : 'n', stdout);
    putc(isprint(s[0]) ? '\n' : ' ', stdout);
    fflush(stdout);
    int up = isupper(s[0]);
    free(s);
    return (int)(m % 2) + digits + (up != 0);
}
