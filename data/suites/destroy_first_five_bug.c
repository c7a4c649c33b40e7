// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
};

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->next = list;
        list = n;
    }
    /* bug: at most five nodes are freed */
    for (int i = 0; list != NULL && i < 5; i++) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0; // ERROR
}
