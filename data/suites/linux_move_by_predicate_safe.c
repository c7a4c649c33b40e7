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

static void list_add(struct list_head *new, struct list_head *head)
{
    new->next = head->next;
    new->prev = head;
    head->next->prev = new;
    head->next = new;
}

static void list_del(struct list_head *e)
{
    e->next->prev = e->prev;
    e->prev->next = e->next;
}

static void list_move(struct list_head *e, struct list_head *head)
{
    list_del(e);
    list_add(e, head);
}

struct req {
    int done;
    struct list_head q;
};

static void free_all(struct list_head *head)
{
    struct list_head *p = head->next;
    while (p != head) {
        struct list_head *n = p->next;
        free(list_entry(p, struct req, q));
        p = n;
    }
}

int main(void)
{
    LIST_HEAD(pending);
    LIST_HEAD(finished);
    while (__VERIFIER_nondet_int()) {
        struct req *r = malloc(sizeof(*r));
        if (!r)
            abort();
        r->done = 0;
        list_add(&r->q, &pending);
    }
    /* some requests complete and move to the other queue */
    struct list_head *p = pending.next;
    while (p != &pending) {
        struct list_head *n = p->next;
        if (__VERIFIER_nondet_int()) {
            list_entry(p, struct req, q)->done = 1;
            list_move(p, &finished);
        }
        p = n;
    }
    free_all(&finished);
    free_all(&pending);
    return 0;
}
