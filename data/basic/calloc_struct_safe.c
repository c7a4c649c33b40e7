// expect: true
#include <stdlib.h>

struct config {
    int flags;
    int count;
    char *name;
    struct config *parent;
};

int main(void)
{
    /* calloc zeroes the block: every field reads as 0 or NULL */
    struct config *c = calloc(1, sizeof(struct config));
    int total = c->flags + c->count;
    if (c->name != NULL)
        c->name[0] = 'x';
    if (c->parent != NULL)
        total += c->parent->count;
    free(c);
    return total;
}
