// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int drop;
};

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->drop = __VERIFIER_nondet_int();
        n->next = list;
        list = n;
    }
    /* bug: the loop reads p->next after p was freed */
    struct node *prev = NULL;
    for (struct node *p = list; p != NULL; p = p->next) { // ERROR
        if (p->drop) {
            if (prev)
                prev->next = p->next;
            else
                list = p->next;
            free(p);
        } else {
            prev = p;
        }
    }
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
