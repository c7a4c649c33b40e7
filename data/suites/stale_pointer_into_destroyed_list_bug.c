// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int v;
};

static void destroy(struct node *l)
{
    while (l) {
        struct node *n = l->next;
        free(l);
        l = n;
    }
}

int main(void)
{
    struct node *list = NULL;
    do {
        struct node *n = malloc(sizeof(*n));
        n->v = 0;
        n->next = list;
        list = n;
    } while (__VERIFIER_nondet_int());

    /* remember some node, then destroy the whole list */
    struct node *mark = list;
    while (mark->next && __VERIFIER_nondet_int())
        mark = mark->next;
    destroy(list);
    mark->v = 1; // ERROR
    return 0;
}
