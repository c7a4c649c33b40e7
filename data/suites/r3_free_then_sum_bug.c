// expect: false valid-deref
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node {
    int data;
    struct node *next;
};

static void destroy(struct node *l)
{
    while (l) {
        struct node *n = l->next;
        free(l);
        l = n;
    }
}

static int sum(struct node *l)
{
    int s = 0;
    for (; l; l = l->next)
        s += l->data; // ERROR
    return s;
}

int main(void)
{
    struct node *l = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->data = 1;
        n->next = l;
        l = n;
    }
    int s = sum(l);
    destroy(l);
    /* the report is printed after the list is gone */
    if (s > 3)
        s = sum(l);
    return s > 100;
}
