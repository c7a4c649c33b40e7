// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    long key;
};

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        /* bug: the size of a pointer, not of a node */
        struct node *n = malloc(sizeof(struct node *));
        if (!n)
            abort();
        n->next = list;
        n->key = 0; // ERROR
        list = n;
    }
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
