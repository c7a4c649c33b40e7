// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

static void fail(void)
{
    reach_error(); // ERROR
    abort();
}

#define ensure(c) do { if (!(c)) fail(); } while (0)

struct item {
    struct item *next;
    struct item *prev;
};

int main(void)
{
    struct item *sll = NULL;
    do {
        struct item *it = malloc(sizeof(*it));
        if (!it)
            abort();
        it->next = sll;
        it->prev = NULL;
        sll = it;
    } while (__VERIFIER_nondet_int());

    /* bug: the back links are never set */
    struct item *dll = NULL;
    while (sll) {
        struct item *it = sll;
        sll = sll->next;
        it->next = dll;
        it->prev = NULL;
        dll = it;
    }

    for (struct item *it = dll; it->next; it = it->next)
        ensure(it->next->prev == it);

    while (dll) {
        struct item *next = dll->next;
        free(dll);
        dll = next;
    }
    return 0;
}
