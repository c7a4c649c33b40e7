// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int *payload;
};

int main(void)
{
    struct node *list = NULL;
    int k = 0;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        /* bug: the fourth node gets no payload */
        n->payload = (k == 3) ? NULL : malloc(sizeof(int));
        k++;
        n->next = list;
        list = n;
    }
    for (struct node *n = list; n != NULL; n = n->next)
        *n->payload = 1; // ERROR
    while (list) {
        struct node *n = list->next;
        free(list->payload);
        free(list);
        list = n;
    }
    return 0;
}
