// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int v;
};

static void destroy(struct node *n)
{
    while (n) {
        struct node *next = n->next;
        free(n);
        n = next;
    }
}

int main(void)
{
    struct node *list = NULL;
    do {
        struct node *n = malloc(sizeof(*n));
        n->next = list;
        n->v = 0;
        list = n;
    } while (__VERIFIER_nondet_int());

    struct node *copy = list;
    destroy(list);
    /* bug: the first node is released a second time */
    if (__VERIFIER_nondet_int())
        free(copy); // ERROR
    return 0;
}
