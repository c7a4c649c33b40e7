// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

/* The needle is not in the haystack: strstr answers NULL, dereferenced. */
int main(void)
{
    char *hay = malloc(12);
    if (hay == NULL)
        return 0;
    strcpy(hay, "key=value");
    char *sep = strstr(hay, "::");
    *sep = '\0'; // ERROR
    free(hay);
    return 0;
}
