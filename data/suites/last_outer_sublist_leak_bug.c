// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct inner {
    struct inner *next;
};

struct outer {
    struct outer *next;
    struct inner *sub;
};

int main(void)
{
    struct outer *list = NULL;
    do {
        struct outer *o = malloc(sizeof(*o));
        o->sub = NULL;
        do {
            struct inner *i = malloc(sizeof(*i));
            i->next = o->sub;
            o->sub = i;
        } while (__VERIFIER_nondet_int());
        o->next = list;
        list = o;
    } while (__VERIFIER_nondet_int());

    /* bug: the sub-list of the last outer node is not freed */
    while (list->next != NULL) {
        struct outer *next = list->next;
        struct inner *i = list->sub;
        while (i) {
            struct inner *in = i->next;
            free(i);
            i = in;
        }
        free(list);
        list = next;
    }
    free(list);
    return 0; // ERROR
}
