// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct plate {
    struct plate *below;
    int size;
};

static struct plate *push(struct plate *top, int size)
{
    struct plate *p = malloc(sizeof(*p));
    if (!p)
        abort();
    p->size = size;
    p->below = top;
    return p;
}

int main(void)
{
    struct plate *left = NULL, *right = NULL;
    while (__VERIFIER_nondet_int())
        left = push(left, __VERIFIER_nondet_int());
    while (__VERIFIER_nondet_int())
        right = push(right, __VERIFIER_nondet_int());
    /* move plates back and forth between the two stacks */
    while (__VERIFIER_nondet_int()) {
        if (__VERIFIER_nondet_int() && left) {
            struct plate *p = left;
            left = p->below;
            p->below = right;
            right = p;
        } else if (right) {
            struct plate *p = right;
            right = p->below;
            p->below = left;
            left = p;
        }
    }
    while (left) {
        struct plate *p = left->below;
        free(left);
        left = p;
    }
    /* bug: only the right stack's top plate is released */
    if (right)
        free(right);
    return 0; // ERROR
}
