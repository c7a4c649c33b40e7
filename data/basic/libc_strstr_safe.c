// expect: true
#include <stdlib.h>
#include <string.h>

/* strstr finds the needle, or answers NULL when it is not there. */
int main(void)
{
    char *hay = malloc(12);
    if (hay == NULL)
        return 0;
    strcpy(hay, "key=value");
    char *eq = strstr(hay, "=");
    if (eq != NULL)
        *eq = '\0';
    char *missing = strstr(hay, "zz");
    int r = missing == NULL ? 0 : missing[0];
    char *whole = strstr(hay, "");
    r += whole[0];
    free(hay);
    return r;
}
