// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct inner {
    struct inner *next;
    struct inner *prev;
};

struct outer {
    struct outer *next;
    struct outer *prev;
    struct inner *sub;
};

static void *xalloc(size_t size)
{
    void *p = malloc(size);
    if (!p)
        abort();
    return p;
}

static void push_inner(void **list)
{
    struct inner *it = xalloc(sizeof(*it));
    struct inner *first = *list;
    it->prev = NULL;
    it->next = first;
    if (first)
        first->prev = it;
    *list = it;
}

static void *build(void (*push)(void **))
{
    void *list = NULL;
    push(&list);
    while (__VERIFIER_nondet_int())
        push(&list);
    return list;
}

static void push_outer(void **list)
{
    struct outer *it = xalloc(sizeof(*it));
    struct outer *first = *list;
    it->prev = NULL;
    it->next = first;
    if (first)
        first->prev = it;
    it->sub = build(push_inner);
    *list = it;
}

static void drop_inner(struct inner *s)
{
    while (s) {
        struct inner *sn = s->next;
        free(s);
        s = sn;
    }
}

int main(void)
{
    struct outer *list = build(push_outer);
    for (struct outer *o = list; o; o = o->next)
        drop_inner(o->sub);
    /* bug: the sub-lists are gone, but one is walked again */
    struct inner *stale = list->sub;
    int n = (stale->next != NULL); // ERROR
    while (list) {
        struct outer *next = list->next;
        free(list);
        list = next;
    }
    return n;
}
