// expect: false valid-deref
#include <stdlib.h>

/* A list of 64 x 64 cells pushed by two nested counted loops. Bug: the
 * last cell of each row is freed before it is linked. */
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
            if (col == 63)
                free(c);
            c->next = cells; // ERROR
            cells = c;
        }
    while (cells) {
        struct cell *next = cells->next;
        free(cells);
        cells = next;
    }
    return 0;
}
