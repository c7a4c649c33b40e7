// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int v;
};

int main(void)
{
    struct node *list = NULL;
    int count = 0;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->v = 0;
        n->next = list;
        list = n;
        count++;
    }
    /* bug: a list of twelve or more loses its head here */
    struct node *second = list ? list->next : NULL;
    if (count >= 12)
        free(list);
    if (list)
        list->v = 1; // ERROR
    while (second) {
        struct node *n = second->next;
        free(second);
        second = n;
    }
    if (count < 12)
        free(list);
    return 0;
}
