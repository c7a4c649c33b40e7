// expect: false valid-deref
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next, *prev;
};

#define LIST_HEAD(name) struct list_head name = { &(name), &(name) }
#define entry(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))

static void add_tail(struct list_head *n, struct list_head *h)
{
    n->next = h;
    n->prev = h->prev;
    h->prev->next = n;
    h->prev = n;
}

static void del(struct list_head *n)
{
    n->prev->next = n->next; // ERROR
    n->next->prev = n->prev;
}

/* every task is on the list of all tasks and on one of two run queues */
struct task {
    struct list_head all;
    int pid;
    struct list_head run;
};

static LIST_HEAD(all_tasks);
static LIST_HEAD(fast_queue);
static LIST_HEAD(slow_queue);

int main(void)
{
    int pid = 1;
    while (__VERIFIER_nondet_int()) {
        struct task *t = malloc(sizeof(*t));
        if (!t)
            abort();
        t->pid = pid++;
        add_tail(&t->all, &all_tasks);
        add_tail(&t->run, __VERIFIER_nondet_int() ? &fast_queue : &slow_queue);
    }
    /* bug: tasks are freed through the list of all tasks while still queued */
    while (all_tasks.next != &all_tasks) {
        struct task *t = entry(all_tasks.next, struct task, all);
        del(&t->all);
        free(t);
    }
    while (fast_queue.next != &fast_queue) {
        struct task *t = entry(fast_queue.next, struct task, run);
        del(&t->run);
        free(t);
    }
    return 0;
}
