// expect: false valid-memtrack
#include <stdlib.h>

int main(void)
{
    int *p = malloc(sizeof(int));
    *p = 1;
    p = malloc(sizeof(int)); // ERROR
    *p = 2;
    free(p);
    return 0;
}
