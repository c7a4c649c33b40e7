// expect: false valid-deref
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next;
    struct list_head *prev;
};

#define LIST_HEAD(name) struct list_head name = {&(name), &(name)}
#define list_entry(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))

struct item {
    long value;
    struct list_head link;
};

static void list_add(struct list_head *new, struct list_head *head)
{
    new->next = head->next;
    new->prev = head;
    head->next->prev = new;
    head->next = new;
}

static void list_del(struct list_head *entry)
{
    entry->prev->next = entry->next;
    entry->next->prev = entry->prev;
}

/* a stack on a circular list whose head lives on the C stack */
static long pop(struct list_head *head)
{
    struct list_head *p = head->next;
    list_del(p);
    struct item *it = list_entry(p, struct item, link);
    long value = it->value; // ERROR
    free(it);
    return value;
}

int main(void)
{
    LIST_HEAD(stack);
    long sum = 0;
    while (__VERIFIER_nondet_int()) {
        struct item *it = malloc(sizeof(*it));
        it->value = __VERIFIER_nondet_int();
        list_add(&it->link, &stack);
    }
    /* bug: pops without checking that the stack is not empty */
    while (__VERIFIER_nondet_int())
        sum += pop(&stack);
    while (stack.next != &stack)
        sum += pop(&stack);
    return (int)sum;
}
