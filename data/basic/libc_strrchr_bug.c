// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

/* A name without a slash: strrchr answers NULL, dereferenced. */
int main(void)
{
    char *name = malloc(8);
    if (name == NULL)
        return 0;
    strcpy(name, "file.c");
    char *slash = strrchr(name, '/');
    char c = slash[1]; // ERROR
    free(name);
    return c;
}
