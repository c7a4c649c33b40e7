// expect: false valid-deref
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next, *prev;
};

#define container_of(ptr, type, member) ({                  \
    const __typeof__(((type *)0)->member) *__p = (ptr);     \
    (type *)((char *)__p - offsetof(type, member)); })

static void list_init(struct list_head *h)
{
    h->next = h;
    h->prev = h;
}

static void list_add_tail(struct list_head *n, struct list_head *h)
{
    struct list_head *last = h->prev;
    n->next = h;
    n->prev = last;
    last->next = n;
    h->prev = n;
}

/* joins all of src in front of dst and leaves src empty */
static void list_splice_init(struct list_head *src, struct list_head *dst)
{
    if (src->next == src)
        return;
    struct list_head *first = src->next, *last = src->prev, *at = dst->next;
    first->prev = dst;
    dst->next = first;
    last->next = at;
    at->prev = last;
    /* bug: src keeps pointing at the moved entries */
}

struct job {
    int prio;
    struct list_head link;
};

static void fill(struct list_head *h, int prio)
{
    while (__VERIFIER_nondet_int()) {
        struct job *j = malloc(sizeof(*j));
        if (!j)
            abort();
        j->prio = prio;
        list_add_tail(&j->link, h);
    }
}

int main(void)
{
    struct list_head urgent, normal;
    list_init(&urgent);
    list_init(&normal);
    fill(&urgent, 1);
    fill(&normal, 2);
    list_splice_init(&urgent, &normal);

    struct list_head *pos = normal.next;
    while (pos != &normal) {
        struct list_head *next = pos->next;
        free(container_of(pos, struct job, link));
        pos = next;
    }
    /* urgent is empty after the splice: nothing to free there */
    pos = urgent.next;
    while (pos != &urgent) {
        struct list_head *next = pos->next; // ERROR
        free(container_of(pos, struct job, link));
        pos = next;
    }
    return 0;
}
