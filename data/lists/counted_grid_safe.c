// expect: true
// domains: smg, product
#include <stdlib.h>

/* A list of 64 x 64 cells pushed by two nested counted loops, then freed.
 * The loops are unrolled only up to a bound on the states at their heads,
 * so that nested trip counts do not multiply: the list is summarised. */
struct cell {
    struct cell *next;
    int row, col;
};

int main(void)
{
    struct cell *cells = NULL;
    for (int row = 0; row < 64; row++)
        for (int col = 0; col < 64; col++) {
            struct cell *c = malloc(sizeof(*c));
            if (!c)
                abort();
            c->row = row;
            c->col = col;
            c->next = cells;
            cells = c;
        }
    while (cells) {
        struct cell *next = cells->next;
        free(cells);
        cells = next;
    }
    return 0;
}
