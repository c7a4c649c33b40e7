// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct slot {
    struct slot *next;
    int *data;
};

static struct slot *registry;

int main(void)
{
    while (__VERIFIER_nondet_int()) {
        struct slot *s = malloc(sizeof(*s));
        s->data = malloc(sizeof(int));
        *s->data = 0;
        s->next = registry;
        registry = s;
    }
    /* still reachable from a global at exit: not a leak for memsafety */
    return 0;
}
