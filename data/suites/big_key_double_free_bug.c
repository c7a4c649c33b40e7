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
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->key = __VERIFIER_nondet_int();
        n->next = list;
        list = n;
    }
    struct node *last_big = NULL;
    for (struct node *n = list; n; n = n->next)
        if (n->key == 1000)
            last_big = n;
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    /* bug: a node with key 1000 was freed with the list already */
    if (last_big)
        free(last_big); // ERROR
    return 0;
}
