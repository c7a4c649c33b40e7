// expect: true
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* a doubly linked list where every red node is followed by a black one */
typedef enum { RED, BLACK } Colour;

struct TDLL {
    struct TDLL *next;
    struct TDLL *prev;
    Colour colour;
};

static struct TDLL *make(Colour c, struct TDLL *next)
{
    struct TDLL *x = malloc(sizeof(struct TDLL));
    if (!x)
        abort();
    x->colour = c;
    x->prev = NULL;
    x->next = next;
    if (next)
        next->prev = x;
    return x;
}

int main(void)
{
    struct TDLL *list = make(BLACK, NULL);
    while (__VERIFIER_nondet_int()) {
        if (__VERIFIER_nondet_int())
            list = make(BLACK, list);
        else
            list = make(RED, make(BLACK, list));
    }
    struct TDLL *x = list;
    while (x) {
        if (x->colour == RED) {
            if (!x->next || x->next->colour != BLACK)
                reach_error();
        }
        x = x->next;
    }
    while (list) {
        x = list->next;
        free(list);
        list = x;
    }
    return 0;
}
