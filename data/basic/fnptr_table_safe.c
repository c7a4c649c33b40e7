// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct stack {
    int top;
    int items[4];
};

typedef void (*operation)(struct stack *);

static void push_one(struct stack *s)
{
    if (s->top < 4) {
        s->items[s->top] = 1;
        s->top++;
    }
}

static void pop(struct stack *s)
{
    if (s->top > 0)
        s->top--;
}

static void clear(struct stack *s)
{
    s->top = 0;
}

static operation operations[3] = {push_one, pop, clear};

int main(void)
{
    struct stack *s = malloc(sizeof(struct stack));
    s->top = 0;
    for (int i = 0; i < 6; i++) {
        int k = __VERIFIER_nondet_int();
        if (k < 0 || k > 2)
            k = 0;
        operations[k](s);
    }
    free(s);
    return 0;
}
