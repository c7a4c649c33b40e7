// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* every node may own a heap payload; the destructor frees both */
struct node {
    struct node *next;
    int *payload;
};

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->payload = NULL;
        if (__VERIFIER_nondet_int()) {
            n->payload = malloc(sizeof(int));
            *n->payload = 7;
        }
        n->next = list;
        list = n;
    }
    while (list != NULL) {
        struct node *next = list->next;
        free(list->payload);
        free(list);
        list = next;
    }
    return 0;
}
