// expect: true
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next, *prev;
};

#define LIST_HEAD(name) struct list_head name = { &(name), &(name) }
#define list_entry(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))
#define list_for_each_safe(pos, n, head) \
    for (pos = (head)->next, n = pos->next; pos != (head); pos = n, n = pos->next)

static void list_add(struct list_head *new, struct list_head *head)
{
    struct list_head *next = head->next;
    next->prev = new;
    new->next = next;
    new->prev = head;
    head->next = new;
}

static void list_del(struct list_head *entry)
{
    entry->next->prev = entry->prev;
    entry->prev->next = entry->next;
}

struct sample {
    long stamp;
    int value;
    struct list_head node;
};

static LIST_HEAD(samples);

int main(void)
{
    struct list_head *pos, *tmp;
    while (__VERIFIER_nondet_int()) {
        struct sample *s = malloc(sizeof(*s));
        if (!s)
            abort();
        s->value = __VERIFIER_nondet_int();
        list_add(&s->node, &samples);
    }
    /* drop the odd samples */
    list_for_each_safe(pos, tmp, &samples) {
        struct sample *s = list_entry(pos, struct sample, node);
        if (s->value & 1) {
            list_del(pos);
            free(s);
        }
    }
    /* then the rest */
    list_for_each_safe(pos, tmp, &samples) {
        list_del(pos);
        free(list_entry(pos, struct sample, node));
    }
    return 0;
}
