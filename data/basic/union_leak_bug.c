// expect: false valid-memtrack
#include <stdlib.h>

union value {
    long number;
    int *pointer;
};

int main(void)
{
    union value v;
    v.pointer = malloc(sizeof(int));
    *v.pointer = 3;
    /* bug: writing the other member overwrites the only pointer */
    v.number = 42; // ERROR
    return v.number == 42 ? 0 : 1;
}
