// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int used;
    long slots[4];
};

int main(void)
{
    struct node *list = malloc(sizeof(*list));
    list->next = NULL;
    list->used = 0;
    while (__VERIFIER_nondet_int()) {
        if (list->used == 4 && __VERIFIER_nondet_int()) {
            struct node *n = malloc(sizeof(*n));
            n->next = list;
            n->used = 0;
            list = n;
        }
        /* bug: a full node is written one past its last slot */
        if (list->used <= 4)
            list->slots[list->used++] = 1; // ERROR
    }
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
