// expect: true
// property: unreach-call
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* A train of wagons in a singly-linked list: every wagon carries cargo
 * except one engine, which pulls a tender right behind it (appended when
 * the engine is last). Turning the train around (reversing the list) puts
 * the tender right before the engine. */

enum load { CARGO, ENGINE, TENDER };

struct wagon {
    struct wagon *next;
    enum load load;
};

static struct wagon *couple(struct wagon *after, enum load load)
{
    struct wagon *w = malloc(sizeof(*w));
    if (!w)
        abort();
    w->next = NULL;
    w->load = load;
    if (after)
        after->next = w;
    return w;
}

int main(void)
{
    struct wagon *train = couple(NULL, CARGO);
    struct wagon *last = train;
    while (__VERIFIER_nondet_int())
        last = couple(last, CARGO);

    struct wagon *w = train;
    while (w->next && __VERIFIER_nondet_int())
        w = w->next;
    w->load = ENGINE;
    if (w->next)
        w->next->load = TENDER;
    else
        couple(w, TENDER);

    struct wagon *turned = NULL;
    while (train) {
        struct wagon *next = train->next;
        train->next = turned;
        turned = train;
        train = next;
    }

    for (w = turned; w; w = w->next) {
        if (w->load == TENDER && w->next->load != ENGINE)
            reach_error();
    }

    while (turned) {
        w = turned->next;
        free(turned);
        turned = w;
    }
    return 0;
}
