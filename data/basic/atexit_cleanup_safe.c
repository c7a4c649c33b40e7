// expect: true
// property: memcleanup
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* The list lives in a global and a handler registered with atexit() frees
 * it: whether the program calls exit() half-way or returns from main, all
 * memory is freed when it ends. */
struct item {
    struct item *next;
    int key;
};

static struct item *items;

static void free_items(void)
{
    while (items) {
        struct item *n = items->next;
        free(items);
        items = n;
    }
}

int main(void)
{
    atexit(free_items);
    while (__VERIFIER_nondet_int()) {
        struct item *n = malloc(sizeof(*n));
        if (!n)
            exit(1);
        n->key = 0;
        n->next = items;
        items = n;
        if (__VERIFIER_nondet_int())
            exit(0);
    }
    return 0;
}
