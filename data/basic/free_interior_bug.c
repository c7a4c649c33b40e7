// expect: false valid-free
#include <stdlib.h>

struct header {
    int size;
};

int main(void)
{
    /* a block made of a header followed by the payload */
    char *block = malloc(sizeof(struct header) + 16);
    struct header *h = (struct header *)block;
    h->size = 16;
    char *payload = block + sizeof(struct header);
    payload[0] = 'x';
    payload[15] = 'y';
    free(payload); // ERROR
    return 0;
}
