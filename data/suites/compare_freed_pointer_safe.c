// expect: true
#include <stdlib.h>

struct box {
    struct box *self;
    int v;
};

int main(void)
{
    struct box *old = malloc(sizeof(struct box));
    old->self = old;
    old->v = 1;
    free(old);
    /* comparing a dangling pointer is not a dereference */
    struct box *fresh = malloc(sizeof(struct box));
    int same = (fresh == old);
    fresh->self = fresh;
    fresh->v = same;
    free(fresh);
    return 0;
}
