// expect: false valid-deref
#include <stdlib.h>

int main(void)
{
    int *counter = malloc(sizeof(int));
    *counter = 0;
    for (int i = 0; i < 3; i++)
        *counter += i;
    free(counter);
    /* bug: read after free */
    int result = *counter; // ERROR
    return result == 3 ? 0 : 1;
}
