// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct window {
    struct window *next;
    int *lo, *hi;
    int cells[6];
};

int main(void)
{
    struct window *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct window *w = malloc(sizeof(*w));
        if (!w)
            abort();
        w->lo = &w->cells[0];
        w->hi = &w->cells[6];
        /* shrink the window from both ends by nondeterministic amounts */
        while (w->lo < w->hi && __VERIFIER_nondet_int())
            w->lo++;
        while (w->hi > w->lo && __VERIFIER_nondet_int())
            w->hi--;
        w->next = list;
        list = w;
    }
    for (struct window *w = list; w; w = w->next)
        /* bug: the end pointer is inclusive here */
        for (int *p = w->lo; p <= w->hi; p++)
            *p = 1; // ERROR
    while (list) {
        struct window *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
