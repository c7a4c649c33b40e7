// expect: true
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

/* both inserters take a `void **` so that one builder serves both types */
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

int main(void)
{
    struct outer *list = build(push_outer);
    while (list) {
        struct outer *next = list->next;
        struct inner *s = list->sub;
        while (s) {
            struct inner *sn = s->next;
            free(s);
            s = sn;
        }
        free(list);
        list = next;
    }
    return 0;
}
