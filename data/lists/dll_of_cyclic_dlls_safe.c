// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct inner {
    struct inner *next;
    struct inner *prev;
    int data;
};

/* a DLL whose every node owns a non-empty cyclic DLL */
struct outer {
    struct outer *next;
    struct outer *prev;
    struct inner *ring;
};

int main(void)
{
    struct outer *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct inner *first = malloc(sizeof(*first));
        first->next = first->prev = first;
        first->data = 0;
        while (__VERIFIER_nondet_int()) {
            struct inner *i = malloc(sizeof(*i));
            i->data = __VERIFIER_nondet_int();
            i->prev = first;
            i->next = first->next;
            first->next->prev = i;
            first->next = i;
        }

        struct outer *o = malloc(sizeof(*o));
        o->ring = first;
        o->prev = NULL;
        o->next = list;
        if (list != NULL)
            list->prev = o;
        list = o;
    }

    while (list != NULL) {
        /* cut the ring open, then free it like a plain list */
        struct inner *p = list->ring;
        p->prev->next = NULL;
        while (p != NULL) {
            struct inner *q = p->next;
            free(p);
            p = q;
        }

        struct outer *next = list->next;
        free(list);
        list = next;
        if (list != NULL)
            list->prev = NULL;
    }
    return 0;
}
