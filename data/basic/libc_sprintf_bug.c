// expect: false valid-deref
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* sprintf of a name and a separator into a buffer one byte too small. */
int main(void)
{
    char *name = malloc(8);
    char *line = malloc(8);
    if (name == NULL || line == NULL) {
        free(name);
        free(line);
        return 0;
    }
    strcpy(name, "node");
    sprintf(line, "<%s>: ", name); // ERROR
    free(name);
    free(line);
    return 0;
}
