// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* every node remembers its own address, as an owner handle would */
struct node {
    struct node *next;
    struct node *self;
};

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof *n);
        n->next = list;
        n->self = n;
        list = n;
    }
    while (list != NULL) {
        struct node *next = list->next;
        free(list->self);
        list = next;
    }
    return 0;
}
