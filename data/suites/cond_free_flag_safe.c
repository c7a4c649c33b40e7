// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct buf {
    struct buf *next;
    int owned;
    int *data;
};

int main(void)
{
    struct buf *list = NULL;
    int shared = 42;
    while (__VERIFIER_nondet_int()) {
        struct buf *b = malloc(sizeof(*b));
        if (!b)
            abort();
        b->owned = __VERIFIER_nondet_int() > 0;
        if (b->owned) {
            b->data = malloc(sizeof(int));
            if (!b->data)
                abort();
            *b->data = 1;
        } else {
            b->data = &shared;
        }
        b->next = list;
        list = b;
    }
    /* a first pass releases some owned buffers early and clears the flag */
    for (struct buf *b = list; b; b = b->next) {
        if (b->owned && *b->data > 0 && __VERIFIER_nondet_int()) {
            free(b->data);
            b->data = &shared;
            b->owned = 0;
        }
    }
    while (list) {
        struct buf *n = list->next;
        if (list->owned)
            free(list->data);
        free(list);
        list = n;
    }
    return 0;
}
