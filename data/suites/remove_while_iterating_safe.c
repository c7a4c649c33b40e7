// expect: true
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
    struct node *prev = NULL;
    struct node *p = list;
    while (p != NULL) {
        struct node *next = p->next;
        if (p->drop) {
            if (prev)
                prev->next = next;
            else
                list = next;
            free(p);
        } else {
            prev = p;
        }
        p = next;
    }
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
