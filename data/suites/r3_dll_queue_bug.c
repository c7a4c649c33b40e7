// expect: false valid-deref
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* a doubly linked queue: push at the front, pop at the back */
struct T {
    struct T *next;
    struct T *prev;
    int data;
};

int main(void)
{
    struct T *first = NULL, *last = NULL;
    while (__VERIFIER_nondet_int()) {
        if (__VERIFIER_nondet_int()) {
            struct T *x = malloc(sizeof(struct T));
            if (!x)
                abort();
            x->data = 0;
            x->prev = NULL;
            x->next = first;
            if (first)
                first->prev = x;
            else
                last = x;
            first = x;
        } else if (last) {
            struct T *x = last;
            last = last->prev;
            if (last)
                last->next = NULL;
            free(x);
        }
    }
    while (first) {
        struct T *x = first->next; // ERROR
        free(first);
        first = x;
    }
    return 0;
}
