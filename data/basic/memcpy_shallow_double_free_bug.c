// expect: false valid-free
#include <stdlib.h>
#include <string.h>

struct buffer {
    int len;
    char *data;
};

int main(void)
{
    struct buffer a;
    a.len = 4;
    a.data = malloc(4);
    struct buffer b;
    memcpy(&b, &a, sizeof(struct buffer)); /* shallow copy: data is shared */
    b.data[0] = 'x';
    free(a.data);
    free(b.data); // ERROR
    return 0;
}
