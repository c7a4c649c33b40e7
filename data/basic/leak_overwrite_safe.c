// expect: true
#include <stdlib.h>

int main(void)
{
    int *p = malloc(sizeof(int));
    *p = 1;
    free(p);
    p = malloc(sizeof(int));
    *p = 2;
    free(p);
    return 0;
}
