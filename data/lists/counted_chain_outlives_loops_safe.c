// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct cell { struct cell *prev, *next; int id; };
struct chain { struct cell *head, *tail; };

static void add_tail(struct chain *c, int id)
{
    struct cell *x = malloc(sizeof(*x));
    if (!x)
        abort();
    x->id = id;
    x->next = NULL;
    x->prev = c->tail;
    if (c->tail)
        c->tail->next = x;
    else
        c->head = x;
    c->tail = x;
}

/* Three cells are chained by a counted loop; then a log of any length is
 * built and emptied by loops that never touch the chain, so its cells stay
 * apart (the abstraction at those loops' heads summarises only what they
 * reach); the chain is then freed from its tail by a counted loop again. */
int main(void)
{
    struct chain fixed = { NULL, NULL };
    for (int i = 0; i < 3; i++)
        add_tail(&fixed, i);
    struct cell *log = NULL;
    while (__VERIFIER_nondet_int()) {
        struct cell *x = malloc(sizeof(*x));
        if (!x)
            abort();
        x->next = log;
        log = x;
    }
    while (log) {
        struct cell *next = log->next;
        free(log);
        log = next;
    }
    for (int i = 0; i < 3; i++) {
        struct cell *prev = fixed.tail->prev;
        free(fixed.tail);
        fixed.tail = prev;
    }
    return 0;
}
