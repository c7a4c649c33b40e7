// expect: true
// domains: smg, fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A singly-linked list reversed by a tail-recursive function that carries
   the part already reversed in an accumulator. */
struct item {
    struct item *next;
    int payload;
};

static struct item *turn(struct item *rest, struct item *done)
{
    if (!rest)
        return done;
    struct item *after = rest->next;
    rest->next = done;
    return turn(after, rest);
}

int main(void)
{
    struct item *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct item *it = malloc(sizeof(*it));
        if (!it)
            abort();
        it->payload = __VERIFIER_nondet_int();
        it->next = list;
        list = it;
    }
    list = turn(list, NULL);
    while (list) {
        struct item *next = list->next;
        free(list);
        list = next;
    }
    return 0;
}
