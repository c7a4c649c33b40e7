// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct frame {
    struct frame *below;
    int value;
};

static struct frame *top;

static void push(int value)
{
    struct frame *f = malloc(sizeof(*f));
    if (!f)
        abort();
    f->value = value;
    f->below = top;
    top = f;
}

/* bug: no check for an empty stack */
static int pop(void)
{
    struct frame *f = top;
    top = f->below; // ERROR
    int v = f->value;
    free(f);
    return v;
}

int main(void)
{
    while (__VERIFIER_nondet_int()) {
        if (__VERIFIER_nondet_int())
            push(__VERIFIER_nondet_int());
        else
            pop();
    }
    while (top)
        pop();
    return 0;
}
