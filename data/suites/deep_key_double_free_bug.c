// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int key;
};

int main(void)
{
    struct node *list = NULL;
    int k = 0;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->key = k++;
        n->next = list;
        list = n;
    }
    struct node *victim = NULL;
    for (struct node *n = list; n != NULL; n = n->next)
        if (n->key == 6)
            victim = n;
    while (list != NULL) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    /* bug: the node with key 6, if any, was freed with the list */
    free(victim); // ERROR
    return 0;
}
