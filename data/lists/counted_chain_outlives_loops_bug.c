// expect: false valid-deref
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

/* Three cells chained by a counted loop outlive loops over a log that never
 * touch them. Bug: the loop freeing the chain from its tail runs four times. */
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
    for (int i = 0; i < 4; i++) {
        struct cell *prev = fixed.tail->prev; // ERROR
        free(fixed.tail);
        fixed.tail = prev;
    }
    return 0;
}
