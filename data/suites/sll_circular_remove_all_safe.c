// expect: true
// property: unreach-call
#include <stdlib.h>

extern void abort(void);
extern void reach_error(void);

struct cell {
    struct cell *next;
    int value;
};

static void stop_forever(void)
{
forever:
    goto forever;
}

static struct cell *cell_new(int value)
{
    struct cell *c = malloc(sizeof(struct cell));
    if (c == NULL)
        stop_forever();
    c->next = NULL;
    c->value = value;
    return c;
}

/* a ring of `count` cells, returned through its first cell */
static struct cell *ring_build(int count, int value)
{
    struct cell *first = cell_new(value);
    struct cell *last = first;
    while (count > 1) {
        struct cell *c = cell_new(value);
        c->next = first;
        first = c;
        count--;
    }
    last->next = first;
    return first;
}

/* unlinks and frees the cell after *ring's predecessor, i.e. *ring itself */
static void ring_pop(struct cell **ring)
{
    struct cell *c = *ring;
    if (c->next == c) {
        free(c);
        *ring = NULL;
        return;
    }
    struct cell *pred = c->next;
    while (pred->next != c)
        pred = pred->next;
    pred->next = c->next;
    *ring = c->next;
    free(c);
}

int main(void)
{
    const int count = 3;
    struct cell *ring = ring_build(count, 7);
    for (int i = 0; i < count; i++)
        ring_pop(&ring);
    if (ring != NULL)
        goto ERROR;
    return 0;
ERROR:
    reach_error();
    abort();
}
