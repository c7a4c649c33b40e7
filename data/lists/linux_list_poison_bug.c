// expect: false valid-deref
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* Linux lists poison the links of an entry taken off its list: any later
   use of them faults instead of corrupting the list. Bug: a job that
   must wait again is taken off the list twice. */
struct list_head {
    struct list_head *next;
    struct list_head *prev;
};

#define LIST_POISON1 ((struct list_head *)0x100)
#define LIST_POISON2 ((struct list_head *)0x122)
#define list_entry(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))

struct job {
    int id;
    struct list_head queue;
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
    entry->next->prev = entry->prev; // ERROR
    entry->prev->next = entry->next;
    entry->next = LIST_POISON1;
    entry->prev = LIST_POISON2;
}

int main(void)
{
    struct list_head pending = {&pending, &pending};
    while (__VERIFIER_nondet_int()) {
        struct job *j = malloc(sizeof(*j));
        if (!j)
            abort();
        j->id = __VERIFIER_nondet_int();
        list_add(&j->queue, &pending);
    }

    /* the jobs are done oldest first */
    while (pending.prev != &pending) {
        struct job *j = list_entry(pending.prev, struct job, queue);
        list_del(&j->queue);
        if (__VERIFIER_nondet_int())
            list_del(&j->queue);
        free(j);
    }
    return 0;
}
