// expect: true
#include <stdlib.h>
#include <string.h>

struct key {
    char tag[4];
    int id;
};

/* memcmp of two whole keys, and of a prefix. */
int main(void)
{
    struct key *a = malloc(sizeof(struct key));
    struct key *b = malloc(sizeof(struct key));
    if (a == NULL || b == NULL) {
        free(a);
        free(b);
        return 0;
    }
    memset(a, 0, sizeof(struct key));
    memset(b, 0, sizeof(struct key));
    memcpy(a->tag, "abc", 4);
    memcpy(b->tag, "abd", 4);
    int r = 0;
    if (memcmp(a, b, sizeof(struct key)) < 0)
        r = 1;
    if (memcmp(a->tag, b->tag, 2) == 0)
        r += 2;
    free(a);
    free(b);
    return r;
}
