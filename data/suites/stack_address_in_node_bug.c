// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int *counter;
};

static struct node *make(struct node *next)
{
    int local = 0;
    struct node *n = malloc(sizeof(*n));
    n->next = next;
    /* bug: the address of a local escapes into the heap */
    n->counter = &local;
    return n;
}

int main(void)
{
    struct node *list = make(NULL);
    while (__VERIFIER_nondet_int())
        list = make(list);
    *list->counter += 1; // ERROR
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
