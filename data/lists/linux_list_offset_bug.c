// expect: false valid-deref
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next;
    struct list_head *prev;
};

#define container_of(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))
#define list_entry(ptr, type, member) container_of(ptr, type, member)

/* the links sit in the middle of the entry, at a non-zero offset */
struct task {
    int id;
    int priority;
    struct list_head run;
    int state;
};

static struct list_head run_queue = {&run_queue, &run_queue};

static void list_add_tail(struct list_head *new, struct list_head *head)
{
    new->next = head;
    new->prev = head->prev;
    head->prev->next = new;
    head->prev = new;
}

static void list_del(struct list_head *entry)
{
    entry->prev->next = entry->next;
    entry->next->prev = entry->prev;
}

int main(void)
{
    while (__VERIFIER_nondet_int()) {
        struct task *t = malloc(sizeof(*t));
        t->id = __VERIFIER_nondet_int();
        t->priority = __VERIFIER_nondet_int();
        t->state = 0;
        list_add_tail(&t->run, &run_queue);
    }

    /* drop the tasks of even priority;
       bug: the walk takes the next link of a task it has just freed */
    struct list_head *p;
    for (p = run_queue.next; p != &run_queue; p = p->next) { // ERROR
        struct task *t = list_entry(p, struct task, run);
        if (t->priority % 2 == 0) {
            list_del(p);
            free(t);
        } else {
            t->state = 1;
        }
    }

    while (run_queue.next != &run_queue) {
        p = run_queue.next;
        list_del(p);
        free(list_entry(p, struct task, run));
    }
    return 0;
}
