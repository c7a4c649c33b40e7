// expect: false valid-memtrack
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct car {
    struct car *next;
    struct car *prev;
};

int main(void)
{
    /* a train coupled forwards only */
    struct car *engine = NULL;
    do {
        struct car *c = malloc(sizeof(struct car));
        c->prev = NULL;
        c->next = engine;
        engine = c;
    } while (__VERIFIER_nondet_int());

    /* couple it backwards too */
    for (struct car *c = engine; c->next; c = c->next)
        c->next->prev = c;

    /* turn the train around: every car swaps its couplings */
    struct car *c = engine;
    while (c) {
        struct car *next = c->next;
        c->next = c->prev;
        c->prev = next;
        c = next;
    }

    /* the engine is the last car now, but the cars are walked through next */
    while (engine) {
        struct car *next = engine->next;
        free(engine);
        engine = next; // ERROR
    }
    return 0;
}
