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
    /* bug: the second node of each pair is skipped */
    while (list != NULL) {
        struct node *n = list->next;
        free(list);
        list = n ? n->next : NULL;
    } // ERROR
    return 0;
}
