// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct inner {
    struct inner *next;
};

/* every node of the outer list owns a non-empty cyclic list */
struct outer {
    struct outer *next;
    struct inner *ring;
};

int main(void)
{
    struct outer *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct outer *o = malloc(sizeof(*o));
        o->ring = malloc(sizeof(struct inner));
        o->ring->next = o->ring;
        while (__VERIFIER_nondet_int()) {
            struct inner *i = malloc(sizeof(*i));
            i->next = o->ring->next;
            o->ring->next = i;
        }
        o->next = list;
        list = o;
    }

    while (list != NULL) {
        struct inner *first = list->ring;
        struct inner *p = first->next;
        while (p != first) {
            struct inner *q = p->next;
            free(p);
            p = q;
        }
        free(first);

        struct outer *next = list->next;
        free(list);
        list = next;
    }
    return 0;
}
