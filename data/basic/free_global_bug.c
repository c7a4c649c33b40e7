// expect: false valid-free
#include <stdlib.h>

char pool[64];

char *get_buffer(int from_heap)
{
    if (from_heap)
        return malloc(64);
    return pool;
}

int main(void)
{
    char *b = get_buffer(0);
    b[0] = 'x';
    free(b); // ERROR
    return 0;
}
