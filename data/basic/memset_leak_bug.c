// expect: false valid-memtrack
#include <stdlib.h>
#include <string.h>

struct buffer {
    int len;
    char *data;
};

int main(void)
{
    struct buffer *b = malloc(sizeof(struct buffer));
    b->len = 8;
    b->data = malloc(8);
    b->data[0] = 'x';
    /* bug: "resetting" the buffer wipes the only pointer to its data */
    memset(b, 0, sizeof(struct buffer)); // ERROR
    free(b);
    return 0;
}
