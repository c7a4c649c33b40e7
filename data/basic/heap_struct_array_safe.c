// expect: true
#include <stdlib.h>

struct cell {
    int weight;
    int *payload;
};

int main(void)
{
    struct cell *cells = malloc(3 * sizeof(struct cell));
    for (int i = 0; i < 3; i++) {
        cells[i].weight = i + 1;
        cells[i].payload = malloc((i + 1) * sizeof(int));
        for (int j = 0; j <= i; j++)
            cells[i].payload[j] = j;
    }
    int total = 0;
    for (struct cell *c = cells; c < cells + 3; c++)
        total += c->weight * c->payload[c->weight - 1];
    for (int i = 0; i < 3; i++)
        free(cells[i].payload);
    free(cells);
    return total == 8 ? 0 : 1;
}
