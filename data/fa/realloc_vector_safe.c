// expect: true
// domains: smg, fa, product
// A vector of pointers to heap cells, grown with realloc as cells are
// pushed (each cell points to the one pushed before it), then every cell
// and the vector are freed.
#include <stdlib.h>

struct cell {
    int value;
    struct cell *before;
};

static struct cell *new_cell(struct cell *before)
{
    struct cell *c = malloc(sizeof *c);
    if (!c)
        abort();
    c->value = 0;
    c->before = before;
    return c;
}

int main(void)
{
    struct cell **vec = realloc(NULL, sizeof *vec);
    if (!vec)
        return 1;
    vec[0] = new_cell(NULL);
    struct cell **bigger = realloc(vec, 3 * sizeof *vec);
    if (!bigger) {
        free(vec[0]);
        free(vec);
        return 1;
    }
    vec = bigger;
    vec[1] = new_cell(vec[0]);
    vec[2] = new_cell(vec[1]);
    for (int i = 2; i >= 0; i--)
        free(vec[i]);
    free(vec);
    return 0;
}
