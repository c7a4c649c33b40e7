// expect: false valid-deref
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

#define SLOTS 64

struct cache {
    int *slot[SLOTS];
};

/* returns the cell cached for a key, making one on a miss */
static int *fetch(struct cache *c, unsigned key)
{
    int *cell;
    if (key >= SLOTS)
        return NULL;
    if (c->slot[key])
        return c->slot[key];
    cell = malloc(sizeof *cell);
    if (!cell)
        return NULL;
    c->slot[key] = cell;
    /* wrong: the cell is freed while the cache still names it */
    free(cell);
    return cell;
}

int main(void)
{
    struct cache *c = calloc(1, sizeof *c);
    int *cell;
    if (!c)
        return 0;
    cell = fetch(c, __VERIFIER_nondet_int());
    if (cell)
        *cell = 1; // ERROR
    free(c);
    return 0;
}
