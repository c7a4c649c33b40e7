// expect: true
#include <stddef.h>
#include <stdlib.h>

extern int ___sl_get_nondet_int(void);
extern void ___sl_plot(const char *name, ...);

#define typeof(x) __typeof__(x)
#define container_of(ptr, type, member) ({                  \
    const typeof(((type *)0)->member) *__mptr = (ptr);      \
    (type *)((char *)__mptr - offsetof(type, member)); })

struct list_head {
    struct list_head *next, *prev;
};

#define INIT_LIST_HEAD(p) do { (p)->next = (p); (p)->prev = (p); } while (0)

static inline void list_add(struct list_head *new, struct list_head *head)
{
    head->next->prev = new;
    new->next = head->next;
    new->prev = head;
    head->next = new;
}

struct leaf {
    long payload;
    struct list_head lh;
};

struct master {
    struct master *next;
    struct list_head leaves;
};

static struct master *add_master(struct master *top)
{
    struct master *m = malloc(sizeof *m);
    if (!m)
        abort();
    m->next = top;
    INIT_LIST_HEAD(&m->leaves);
    do {
        struct leaf *l = malloc(sizeof *l);
        if (!l)
            abort();
        l->payload = 0;
        list_add(&l->lh, &m->leaves);
    } while (___sl_get_nondet_int());
    return m;
}

int main()
{
    struct master *top = NULL;
    while (___sl_get_nondet_int())
        top = add_master(top);
    ___sl_plot(NULL, &top);

    while (top) {
        struct master *next = top->next;
        struct list_head *pos = top->leaves.next;
        while (pos != &top->leaves) {
            struct leaf *l = container_of(pos, struct leaf, lh);
            pos = pos->next;
            free(l);
        }
        free(top);
        top = next;
    }
    return 0;
}
