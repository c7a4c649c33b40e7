// expect: false valid-memcleanup
// property: memcleanup
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* a global list of registered handlers, released before exit */
struct handler {
    struct handler *next;
    int prio;
};

static struct handler *handlers;

static void register_handler(int prio)
{
    struct handler *h = malloc(sizeof(*h));
    if (!h)
        exit(1);
    h->prio = prio;
    h->next = handlers;
    handlers = h;
}

static void release_all(void)
{
    while (handlers) {
        struct handler *n = handlers->next;
        free(handlers);
        handlers = n;
    }
}

int main(void)
{
    while (__VERIFIER_nondet_int())
        register_handler(__VERIFIER_nondet_int());
    if (handlers && handlers->prio < 0)
        exit(0); // ERROR
    release_all();
    return 0;
}
