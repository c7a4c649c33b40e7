// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct item {
    struct item *next;
    int data;
};

/* every top-level node owns a nested list of zero or one item */
struct top {
    struct top *next;
    struct item *items;
};

int main(void)
{
    struct top *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct top *t = malloc(sizeof(*t));
        t->items = NULL;
        if (__VERIFIER_nondet_int()) {
            struct item *i = malloc(sizeof(*i));
            i->next = NULL;
            i->data = __VERIFIER_nondet_int();
            t->items = i;
        }
        t->next = list;
        list = t;
    }

    while (list != NULL) {
        struct top *next = list->next;
        while (list->items != NULL) {
            struct item *i = list->items;
            list->items = i->next;
            free(i);
        }
        free(list);
        list = next;
    }
    return 0;
}
