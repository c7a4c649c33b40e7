// expect: true
#include <alloca.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct frame {
    struct frame *up;
    int depth;
};

int main(void)
{
    struct frame *top = NULL;
    int depth = 0;
    while (depth < 6 && __VERIFIER_nondet_int()) {
        struct frame *f = alloca(sizeof(struct frame));
        f->up = top;
        f->depth = depth++;
        top = f;
    }
    int sum = 0;
    for (struct frame *f = top; f != NULL; f = f->up)
        sum += f->depth;
    return sum > 100;
}
