// expect: false valid-deref
#include <stdlib.h>

int main(void)
{
    unsigned char *buf = malloc(7); /* bug: the second int needs 8 bytes */
    int *first = (int *)buf;
    int *second = (int *)(buf + 4);
    *first = 1;
    *second = 2; // ERROR
    free(buf);
    return 0;
}
