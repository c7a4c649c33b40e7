// expect: true
#include <stdlib.h>
#include <string.h>

/* strchr and strrchr split a path into directory, base name and extension. */
int main(void)
{
    char *path = malloc(16);
    if (path == NULL)
        return 0;
    strcpy(path, "dir/sub/file.c");
    char *slash = strrchr(path, '/');
    char *base = slash != NULL ? slash + 1 : path;
    char *dot = strchr(base, '.');
    if (dot != NULL)
        *dot = '\0';
    char *end = strchr(path, '\0');
    int r = (int)(end - path) + (int)strlen(base);
    if (strchr(base, 'z') == NULL)
        r++;
    free(path);
    return r;
}
