// expect: true
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_plot(const char *name, ...);

struct list_head {
    struct list_head *next, *prev;
};

#define LIST_HEAD_INIT(name) { &(name), &(name) }
#define list_entry(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))

static void __list_add(struct list_head *new, struct list_head *prev, struct list_head *next)
{
    next->prev = new;
    new->next = next;
    new->prev = prev;
    prev->next = new;
}

static void __list_del(struct list_head *prev, struct list_head *next)
{
    next->prev = prev;
    prev->next = next;
}

static void list_move_tail(struct list_head *e, struct list_head *head)
{
    __list_del(e->prev, e->next);
    __list_add(e, head->prev, head);
}

static void list_rotate_left(struct list_head *head)
{
    if (head->next != head)
        list_move_tail(head->next, head);
}

struct player {
    char name[8];
    struct list_head turn;
    int score;
};

static struct list_head table = LIST_HEAD_INIT(table);

int main(void)
{
    while (__VERIFIER_nondet_int()) {
        struct player *p = calloc(1, sizeof(*p));
        if (!p)
            abort();
        __list_add(&p->turn, table.prev, &table);
    }
    __VERIFIER_plot("seated");
    /* round robin: the player in front scores and goes to the back */
    while (__VERIFIER_nondet_int()) {
        if (table.next == &table)
            break;
        list_entry(table.next, struct player, turn)->score++;
        list_rotate_left(&table);
    }
    while (table.next != &table) {
        struct list_head *first = table.next;
        __list_del(first->prev, first->next);
        free(list_entry(first, struct player, turn));
    }
    return 0;
}
