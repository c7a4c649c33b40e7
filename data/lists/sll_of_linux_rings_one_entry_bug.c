// expect: false valid-memtrack
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* Linux-style circular list: a head embedded in its owner, links embedded
   in the entries at a non-zero offset */
struct list_head {
    struct list_head *next;
    struct list_head *prev;
};

#define entry_of(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))

struct entry {
    int key;
    struct list_head link;
};

/* a singly-linked list of groups, each owning a ring of entries */
struct group {
    struct group *next;
    struct list_head entries;
};

static void ring_push(struct list_head *head, struct list_head *item)
{
    item->next = head->next;
    item->prev = head;
    head->next->prev = item;
    head->next = item;
}

static void ring_clear(struct list_head *head)
{
    while (head->prev != head) {
        struct list_head *last = head->prev;
        last->prev->next = head;
        head->prev = last->prev;
        free(entry_of(last, struct entry, link));
    }
}

int main(void)
{
    struct group *groups = NULL;
    while (__VERIFIER_nondet_int()) {
        struct group *g = malloc(sizeof(*g));
        g->entries.next = &g->entries;
        g->entries.prev = &g->entries;
        while (__VERIFIER_nondet_int()) {
            struct entry *e = malloc(sizeof(*e));
            e->key = __VERIFIER_nondet_int();
            ring_push(&g->entries, &e->link);
        }
        g->next = groups;
        groups = g;
    }
    while (groups != NULL) {
        struct group *next = groups->next;
        /* bug: a ring of exactly one entry looks empty here */
        if (groups->entries.next != groups->entries.prev)
            ring_clear(&groups->entries);
        free(groups);
        groups = next; // ERROR
    }
    return 0;
}
