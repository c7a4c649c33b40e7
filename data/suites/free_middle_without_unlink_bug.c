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
        struct node *n = l->next; // ERROR
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

    struct node *p = list;
    while (p->next && __VERIFIER_nondet_int())
        p = p->next;
    /* bug: freed but still linked */
    free(p);
    destroy(list);
    return 0;
}
