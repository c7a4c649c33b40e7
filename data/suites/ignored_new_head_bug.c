// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int v;
};

static struct node *prepend(struct node *list, int v)
{
    struct node *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->v = v;
    n->next = list;
    return n;
}

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int())
        list = prepend(list, 1);
    /* bug: the new head is dropped */
    prepend(list, 2); // ERROR
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
