// expect: false valid-memtrack
#include <stdlib.h>

int main(void)
{
    int *item = NULL;
    for (int i = 0; i < 3; i++) {
        item = malloc(sizeof(int)); // ERROR
        *item = i;
    }
    free(item);
    return 0;
}
