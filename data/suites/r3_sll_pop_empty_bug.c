// expect: false valid-deref
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* a stack popped one time more than it was pushed */
struct cell {
    struct cell *next;
    int v;
};

static struct cell *push(struct cell *top, int v)
{
    struct cell *c = malloc(sizeof(*c));
    if (!c)
        abort();
    c->v = v;
    c->next = top;
    return c;
}

static struct cell *pop(struct cell *top, int *v)
{
    struct cell *next = top->next; // ERROR
    *v = top->v;
    free(top);
    return next;
}

int main(void)
{
    struct cell *top = NULL;
    int pushed = 0, v;
    while (__VERIFIER_nondet_int()) {
        top = push(top, pushed);
        pushed++;
    }
    while (pushed-- >= 0)
        top = pop(top, &v);
    return 0;
}
