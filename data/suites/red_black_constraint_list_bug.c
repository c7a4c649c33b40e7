// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

#define RED 0
#define BLACK 1

struct cnode {
    struct cnode *next;
    int colour;
};

int main(void)
{
    struct cnode *list = malloc(sizeof(*list));
    if (!list)
        abort();
    list->next = NULL;
    list->colour = BLACK;
    while (__VERIFIER_nondet_int()) {
        /* bug: two reds may follow each other */
        struct cnode *b = malloc(sizeof(*b));
        if (!b)
            abort();
        b->colour = __VERIFIER_nondet_int() ? RED : BLACK;
        b->next = list;
        list = b;
    }

    for (struct cnode *c = list; c; c = c->next) {
        if (c->colour == RED) {
            if (c->next == NULL || c->next->colour != BLACK)
                reach_error(); // ERROR
        }
    }

    while (list) {
        struct cnode *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
