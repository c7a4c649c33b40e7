// expect: false valid-deref
#include <stdlib.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next, *prev;
};

#define LIST_HEAD_INIT(name) { &(name), &(name) }
#define LIST_HEAD(name) struct list_head name = LIST_HEAD_INIT(name)
#define container_of(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))
#define list_entry(ptr, type, member) container_of(ptr, type, member)

static inline void INIT_LIST_HEAD(struct list_head *list)
{
    list->next = list;
    list->prev = list;
}

static inline void __list_add(struct list_head *new, struct list_head *prev,
                              struct list_head *next)
{
    next->prev = new;
    new->next = next;
    new->prev = prev;
    prev->next = new;
}

static inline void list_add_tail(struct list_head *new, struct list_head *head)
{
    __list_add(new, head->prev, head);
}

static inline int list_empty(const struct list_head *head)
{
    return head->next == head;
}

static inline void __list_splice(const struct list_head *list,
                                 struct list_head *prev, struct list_head *next)
{
    struct list_head *first = list->next;
    struct list_head *last = list->prev;
    first->prev = prev;
    prev->next = first;
    last->next = next;
    next->prev = last;
}

static inline void list_splice_init(struct list_head *list, struct list_head *head)
{
    if (!list_empty(list)) {
        __list_splice(list, head, head->next);
    }
}

struct job {
    int id;
    struct list_head link;
};

static void add_jobs(struct list_head *q)
{
    while (__VERIFIER_nondet_int()) {
        struct job *j = malloc(sizeof(*j));
        if (!j)
            abort();
        j->id = __VERIFIER_nondet_int();
        list_add_tail(&j->link, q);
    }
}

static void drain(struct list_head *q)
{
    while (!list_empty(q)) {
        struct job *j = list_entry(q->next, struct job, link);
        q->next = j->link.next; // ERROR
        j->link.next->prev = q;
        free(j);
    }
}

int main(void)
{
    LIST_HEAD(pending);
    LIST_HEAD(done);
    add_jobs(&pending);
    add_jobs(&done);
    /* move everything pending to the front of done */
    list_splice_init(&pending, &done);
    drain(&done);
    drain(&pending);
    return 0;
}
