// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
};

static void destroy(struct node *l)
{
    while (l) {
        struct node *n = l->next;
        free(l); // ERROR
        l = n;
    }
}

int main(void)
{
    struct node local;
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->next = list;
        list = n;
    }
    /* bug: a stack node sits at the end of a heap list */
    local.next = NULL;
    if (list) {
        struct node *t = list;
        while (t->next)
            t = t->next;
        t->next = &local;
    } else {
        list = &local;
    }
    destroy(list);
    return 0;
}
