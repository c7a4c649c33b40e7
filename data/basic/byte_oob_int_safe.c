// expect: true
#include <stdlib.h>

int main(void)
{
    unsigned char *buf = malloc(8);
    int *first = (int *)buf;
    int *second = (int *)(buf + 4);
    *first = 1;
    *second = 2;
    free(buf);
    return 0;
}
