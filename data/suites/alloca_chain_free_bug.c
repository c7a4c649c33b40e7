// expect: false valid-free
#include <alloca.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct frame {
    struct frame *up;
    int depth;
};

int main(void)
{
    struct frame *top = alloca(sizeof(struct frame));
    top->up = NULL;
    top->depth = 0;
    int depth = 1;
    while (depth < 6 && __VERIFIER_nondet_int()) {
        struct frame *f = alloca(sizeof(struct frame));
        f->up = top;
        f->depth = depth++;
        top = f;
    }
    /* bug: stack memory handed to free */
    while (top != NULL) {
        struct frame *up = top->up;
        free(top); // ERROR
        top = up;
    }
    return 0;
}
