// expect: false valid-deref
#include <stdlib.h>

int main(void)
{
    int *v = malloc(2 * sizeof(int));
    v[0] = 1;
    v[1] = 2;
    int *first = v; /* remembered before growing */
    v = realloc(v, 4 * sizeof(int));
    v[2] = 3;
    v[3] = 4;
    /* bug: realloc may move the block; the old one is freed */
    int x = *first; // ERROR
    free(v);
    return x;
}
