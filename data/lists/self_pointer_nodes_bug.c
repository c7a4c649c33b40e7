// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* every node remembers its own address; the last one is freed twice */
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
    struct node *last = NULL;
    while (list != NULL) {
        struct node *next = list->next;
        last = list->self;
        free(list);
        list = next;
    }
    if (last != NULL)
        free(last); // ERROR
    return 0;
}
