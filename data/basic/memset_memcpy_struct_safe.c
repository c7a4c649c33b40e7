// expect: true
#include <stdlib.h>
#include <string.h>

struct record {
    int id;
    char tag[6];
    struct record *link;
};

int main(void)
{
    struct record a;
    memset(&a, 0, sizeof a); /* link becomes NULL */
    a.id = 7;
    a.tag[0] = 'x';
    a.tag[1] = 'y';

    struct record *b = malloc(sizeof(struct record));
    memcpy(b, &a, sizeof(struct record));
    if (b->link != NULL)
        b->link->id = 0; /* never: the copied link is NULL */

    memmove(b->tag + 1, b->tag, 4); /* overlapping: shift the tag right */
    b->tag[0] = 'w';
    b->link = b;
    b->link->id = 8;
    free(b);
    return 0;
}
