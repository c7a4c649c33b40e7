// expect: true
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next, *prev;
};

#define entry_of(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))

static void list_init(struct list_head *h)
{
    h->next = h->prev = h;
}

static void list_add_tail(struct list_head *n, struct list_head *h)
{
    n->prev = h->prev;
    n->next = h;
    h->prev->next = n;
    h->prev = n;
}

static void list_del(struct list_head *e)
{
    e->prev->next = e->next;
    e->next->prev = e->prev;
}

/* a group owns a list of items; groups are chained by a second head
 * that sits after the items' head */
struct group {
    int id;
    struct list_head items;
    char tag;
    struct list_head sibling;
};

struct item {
    int weight;
    struct list_head link;
};

static struct group *new_group(struct list_head *all, int id)
{
    struct group *g = malloc(sizeof(*g));
    if (!g)
        abort();
    g->id = id;
    g->tag = 'g';
    list_init(&g->items);
    list_add_tail(&g->sibling, all);
    return g;
}

static void add_item(struct group *g)
{
    struct item *it = malloc(sizeof(*it));
    if (!it)
        abort();
    it->weight = g->id;
    list_add_tail(&it->link, &g->items);
}

static void free_group(struct group *g)
{
    while (g->items.next != &g->items) {
        struct list_head *l = g->items.next;
        list_del(l);
        free(entry_of(l, struct item, link));
    }
    list_del(&g->sibling);
    free(g);
}

int main(void)
{
    struct list_head all;
    int id = 0;
    list_init(&all);
    while (__VERIFIER_nondet_int()) {
        struct group *g = new_group(&all, id++);
        while (__VERIFIER_nondet_int())
            add_item(g);
    }
    while (all.next != &all)
        free_group(entry_of(all.next, struct group, sibling));
    return 0;
}
