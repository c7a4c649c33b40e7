// expect: false valid-memtrack
#include <stdlib.h>

int *current = NULL;

void set_current(int value)
{
    /* bug: the previous value is not freed */
    current = malloc(sizeof(int)); // ERROR
    *current = value;
}

int main(void)
{
    set_current(1);
    set_current(2);
    free(current);
    return 0;
}
