// expect: true
#include <stdlib.h>

typedef struct {
    int *low;
    int *high;
} Range;

static void range_init(Range *r)
{
    r->low = malloc(sizeof(int));
    r->high = malloc(sizeof(int));
    *r->low = 2;
    *r->high = 9;
}

static void range_release(Range *r)
{
    if (*r->low < *r->high) {
        free(r->low);
        free(r->high);
    }
    r->low = NULL;
    r->high = NULL;
}

int main(void)
{
    Range r;
    range_init(&r);
    range_release(&r);
    return 0;
}
