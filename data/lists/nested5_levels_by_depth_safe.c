// expect: true
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A warehouse: shelves hold crates, crates hold boxes, boxes hold bags,
 * bags hold a coin each. Every list is non-empty. It is emptied one depth
 * at a time from the bottom: one walk over the whole warehouse frees the
 * coins, the next the bags, and so on; each walk passes the depth it frees
 * down as a constant argument. */
struct bag { struct bag *next; int *coin; };
struct box { struct bag *bags; struct box *next; };
struct crate { struct crate *next; struct box *boxes; };
struct shelf { struct crate *crates; struct shelf *next; };

static void *fresh(size_t size)
{
    void *p = calloc(1, size);
    if (p == NULL)
        abort();
    return p;
}

static void put_bag(struct bag **into)
{
    struct bag *b = fresh(sizeof(*b));
    b->coin = fresh(sizeof(int));
    b->next = *into;
    *into = b;
}

static void put_box(struct box **into)
{
    struct box *b = fresh(sizeof(*b));
    do
        put_bag(&b->bags);
    while (__VERIFIER_nondet_int());
    b->next = *into;
    *into = b;
}

static void put_crate(struct crate **into)
{
    struct crate *c = fresh(sizeof(*c));
    do
        put_box(&c->boxes);
    while (__VERIFIER_nondet_int());
    c->next = *into;
    *into = c;
}

static void put_shelf(struct shelf **into)
{
    struct shelf *s = fresh(sizeof(*s));
    do
        put_crate(&s->crates);
    while (__VERIFIER_nondet_int());
    s->next = *into;
    *into = s;
}

/* Depth 4 frees the coins, 3 the bags, 2 the boxes, 1 the crates, 0 the
 * shelves; a walk goes no deeper than the depth it frees. */
static void empty_bags(struct bag *b, int depth)
{
    while (b != NULL) {
        struct bag *next = b->next;
        if (depth == 4)
            free(b->coin);
        else
            free(b);
        b = next;
    }
}

static void empty_boxes(struct box *b, int depth)
{
    while (b != NULL) {
        struct box *next = b->next;
        if (depth > 2)
            empty_bags(b->bags, depth);
        else
            free(b);
        b = next;
    }
}

static void empty_crates(struct crate *c, int depth)
{
    while (c != NULL) {
        struct crate *next = c->next;
        if (depth > 1)
            empty_boxes(c->boxes, depth);
        else
            free(c);
        c = next;
    }
}

static void empty_shelves(struct shelf *s, int depth)
{
    while (s != NULL) {
        struct shelf *next = s->next;
        if (depth > 0)
            empty_crates(s->crates, depth);
        else
            free(s);
        s = next;
    }
}

int main(void)
{
    struct shelf *warehouse = NULL;
    do
        put_shelf(&warehouse);
    while (__VERIFIER_nondet_int());
    empty_shelves(warehouse, 4);
    empty_shelves(warehouse, 3);
    empty_shelves(warehouse, 2);
    empty_shelves(warehouse, 1);
    empty_shelves(warehouse, 0);
    return 0;
}
