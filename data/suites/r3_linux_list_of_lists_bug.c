// expect: false valid-deref
#include <stdlib.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_plot(const char *name, ...);

/* Predator-style: a global Linux list of groups, each with a Linux list of members */
struct list_head {
    struct list_head *next, *prev;
};

#define LIST_HEAD(name) struct list_head name = { &(name), &(name) }
#define list_entry(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))

static void list_init(struct list_head *h)
{
    h->next = h;
    h->prev = h;
}

static void list_add(struct list_head *new, struct list_head *head)
{
    new->next = head->next;
    new->prev = head;
    head->next->prev = new;
    head->next = new;
}

static void list_del(struct list_head *e)
{
    e->prev->next = e->next; // ERROR
    e->next->prev = e->prev;
}

struct member {
    int id;
    struct list_head node;
};

struct group {
    struct list_head members;
    int size;
    struct list_head node;
};

static LIST_HEAD(groups);

static void add_group(void)
{
    struct group *g = malloc(sizeof(*g));
    if (!g)
        abort();
    list_init(&g->members);
    g->size = 0;
    while (__VERIFIER_nondet_int()) {
        struct member *m = malloc(sizeof(*m));
        if (!m)
            abort();
        m->id = g->size++;
        list_add(&m->node, &g->members);
    }
    list_add(&g->node, &groups);
}

int main(void)
{
    while (__VERIFIER_nondet_int())
        add_group();
    __VERIFIER_plot("groups");
    while (groups.next != &groups) {
        struct group *g = list_entry(groups.next, struct group, node);
        while (g->members.next != &g->members) {
            struct member *m = list_entry(g->members.next, struct member, node);
            free(m);
            list_del(&m->node);
        }
        list_del(&g->node);
        free(g);
    }
    return 0;
}
