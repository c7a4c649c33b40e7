// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct opt {
    struct opt *next;
    int *extra;
};

int main(void)
{
    struct opt *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct opt *o = malloc(sizeof(*o));
        if (__VERIFIER_nondet_int()) {
            o->extra = malloc(sizeof(int));
            *o->extra = 42;
        } else {
            o->extra = NULL;
        }
        o->next = list;
        list = o;
    }
    /* bug: the payload is optional */
    for (struct opt *o = list; o; o = o->next)
        *o->extra += 1; // ERROR
    while (list) {
        struct opt *n = list->next;
        free(list->extra);
        free(list);
        list = n;
    }
    return 0;
}
