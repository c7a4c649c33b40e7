// expect: false valid-deref
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next, *prev;
};

#define LIST_HEAD(name) struct list_head name = { &(name), &(name) }
#define list_entry(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))
#define list_for_each(pos, head) \
    for (pos = (head)->next; pos != (head); pos = pos->next)

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
    struct list_head *pos;
    while (__VERIFIER_nondet_int()) {
        struct sample *s = malloc(sizeof(*s));
        if (!s)
            abort();
        s->value = __VERIFIER_nondet_int();
        list_add(&s->node, &samples);
    }
    /* bug: the plain iterator reads the next link of a freed sample */
    list_for_each(pos, &samples) { // ERROR
        struct sample *s = list_entry(pos, struct sample, node);
        if (s->value & 1) {
            list_del(pos);
            free(s);
        }
    }
    /* then the rest */
    while (samples.next != &samples) {
        pos = samples.next;
        list_del(pos);
        free(list_entry(pos, struct sample, node));
    }
    return 0;
}
