// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

static void fail(void)
{
    reach_error();
    abort();
}

#define ensure(c) do { if (!(c)) fail(); } while (0)

struct item {
    struct item *next;
    struct item *prev;
};

int main(void)
{
    /* a singly linked list: prev is left NULL */
    struct item *sll = NULL;
    do {
        struct item *it = malloc(sizeof(*it));
        if (!it)
            abort();
        it->next = sll;
        it->prev = NULL;
        sll = it;
    } while (__VERIFIER_nondet_int());

    /* turn it into a reversed doubly linked list */
    struct item *dll = NULL;
    while (sll) {
        struct item *it = sll;
        sll = sll->next;
        it->next = dll;
        it->prev = NULL;
        if (dll)
            dll->prev = it;
        dll = it;
    }

    ensure(dll != NULL);
    ensure(dll->prev == NULL);
    for (struct item *it = dll; it->next; it = it->next)
        ensure(it->next->prev == it);

    while (dll) {
        struct item *next = dll->next;
        free(dll);
        dll = next;
    }
    return 0;
}
