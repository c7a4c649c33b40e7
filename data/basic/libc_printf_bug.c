// expect: false valid-deref
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* printf's %s reads a name without a terminator past its end. */
int main(void)
{
    char *name = malloc(4);
    if (name == NULL)
        return 0;
    memcpy(name, "node", 4);
    printf("%d: %s\n", 1, name); // ERROR
    free(name);
    return 0;
}
