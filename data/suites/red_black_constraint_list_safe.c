// expect: true
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
    /* the list starts and ends black; a red node is always followed by a
     * black one */
    struct cnode *list = malloc(sizeof(*list));
    if (!list)
        abort();
    list->next = NULL;
    list->colour = BLACK;
    while (__VERIFIER_nondet_int()) {
        struct cnode *b = malloc(sizeof(*b));
        if (!b)
            abort();
        b->colour = BLACK;
        b->next = list;
        list = b;
        if (__VERIFIER_nondet_int()) {
            struct cnode *r = malloc(sizeof(*r));
            if (!r)
                abort();
            r->colour = RED;
            r->next = list;
            list = r;
        }
    }

    for (struct cnode *c = list; c; c = c->next) {
        if (c->colour == RED) {
            if (c->next == NULL || c->next->colour != BLACK)
                reach_error();
        }
    }

    while (list) {
        struct cnode *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
