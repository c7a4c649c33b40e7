// expect: true
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next, *prev;
};

#define container_of(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))

static void list_init(struct list_head *h)
{
    h->next = h;
    h->prev = h;
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

/* move a right after b */
static void list_move_after(struct list_head *a, struct list_head *b)
{
    list_del(a);
    a->prev = b;
    a->next = b->next;
    b->next->prev = a;
    b->next = a;
}

struct item {
    int value;
    struct list_head link;
};

static int value_of(struct list_head *l)
{
    return container_of(l, struct item, link)->value;
}

int main(void)
{
    struct list_head head;
    list_init(&head);
    while (__VERIFIER_nondet_int()) {
        struct item *it = malloc(sizeof(*it));
        if (!it)
            abort();
        it->value = __VERIFIER_nondet_int();
        list_add_tail(&it->link, &head);
    }

    int swapped;
    do {
        swapped = 0;
        struct list_head *pos = head.next;
        while (pos != &head && pos->next != &head) {
            struct list_head *nx = pos->next;
            if (value_of(pos) > value_of(nx)) {
                list_move_after(pos, nx);
                swapped = 1;
            } else {
                pos = nx;
            }
        }
    } while (swapped);

    while (head.next != &head) {
        struct list_head *l = head.next;
        list_del(l);
        free(container_of(l, struct item, link));
    }
    return 0;
}
