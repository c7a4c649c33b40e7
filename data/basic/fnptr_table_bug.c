// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct object {
    int kind;
    int *data;
};

typedef void (*destructor)(struct object *);

static void destroy_owned(struct object *o)
{
    free(o->data);
    free(o);
}

static void destroy_borrowed(struct object *o)
{
    /* bug: kind 1 owns its data too, but it is lost here */
    free(o);
}

static destructor destructors[2] = {destroy_owned, destroy_borrowed};

int main(void)
{
    struct object *o = malloc(sizeof(struct object));
    o->kind = __VERIFIER_nondet_int() ? 1 : 0;
    o->data = malloc(sizeof(int));
    *o->data = 5;
    destructors[o->kind](o);
    return 0; // ERROR
}
