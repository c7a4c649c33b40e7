// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* a doubly linked list whose every node owns a doubly linked sub-list */
struct inner {
    struct inner *next;
    struct inner *prev;
    int val;
};

struct outer {
    struct outer *next;
    struct outer *prev;
    struct inner *first;
    struct inner *last;
};

static void *alloc_or_die(size_t size)
{
    void *p = malloc(size);
    if (!p)
        abort();
    return p;
}

static void inner_append(struct outer *o, int val)
{
    struct inner *i = alloc_or_die(sizeof(*i));
    i->val = val;
    i->next = NULL;
    i->prev = o->last;
    if (o->last)
        o->last->next = i;
    else
        o->first = i;
    o->last = i;
}

int main(void)
{
    struct outer *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct outer *o = alloc_or_die(sizeof(*o));
        o->first = o->last = NULL;
        o->prev = NULL;
        o->next = head;
        if (head)
            head->prev = o;
        head = o;
        while (__VERIFIER_nondet_int())
            inner_append(o, __VERIFIER_nondet_int());
    }
    /* free every sub-list from its last node backwards, then the outer node */
    while (head) {
        struct outer *o = head;
        head = head->next;
        struct inner *i = o->last;
        while (i) {
            struct inner *p = i->prev;
            free(i);
            i = p;
        }
        free(o);
    }
    return 0;
}
