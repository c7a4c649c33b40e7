// expect: false valid-memcleanup
// property: memcleanup
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct slot {
    struct slot *next;
    int *data;
};

static struct slot *registry;

int main(void)
{
    do {
        struct slot *s = malloc(sizeof(*s));
        s->data = malloc(sizeof(int));
        *s->data = 0;
        s->next = registry;
        registry = s;
    } while (__VERIFIER_nondet_int());
    /* only the first slot's data is released */
    free(registry->data);
    registry->data = NULL;
    return 0; // ERROR
}
