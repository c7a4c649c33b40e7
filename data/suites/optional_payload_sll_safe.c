// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct opt {
    struct opt *next;
    int *extra;
    int has_extra;
};

int main(void)
{
    struct opt *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct opt *o = malloc(sizeof(*o));
        if (__VERIFIER_nondet_int()) {
            o->extra = malloc(sizeof(int));
            *o->extra = 42;
            o->has_extra = 1;
        } else {
            o->extra = NULL;
            o->has_extra = 0;
        }
        o->next = list;
        list = o;
    }
    for (struct opt *o = list; o; o = o->next)
        if (o->has_extra)
            *o->extra += 1;
    while (list) {
        struct opt *n = list->next;
        if (list->extra)
            free(list->extra);
        free(list);
        list = n;
    }
    return 0;
}
