// expect: true
#include <stdlib.h>

int main(void)
{
    int *counter = malloc(sizeof(int));
    *counter = 0;
    for (int i = 0; i < 3; i++)
        *counter += i;
    int result = *counter;
    free(counter);
    return result == 3 ? 0 : 1;
}
