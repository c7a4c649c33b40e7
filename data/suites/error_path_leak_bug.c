// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int key;
};

/* inserts a node unless the key is negative; bug: the rejected node leaks */
static int insert(struct node **list, int key)
{
    struct node *n = malloc(sizeof(*n));
    if (!n)
        return -1;
    if (key < 0)
        return -1; // ERROR
    n->key = key;
    n->next = *list;
    *list = n;
    return 0;
}

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int())
        insert(&list, __VERIFIER_nondet_int());
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
