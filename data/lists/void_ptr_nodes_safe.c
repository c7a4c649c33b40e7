// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* nodes without a struct type: slot 0 is the next link, slot 1 the data */
#define NEXT(node) (((void **)(node))[0])
#define DATA(node) (((void **)(node))[1])

static void *new_node(void *next, void *data)
{
    void *node = malloc(2 * sizeof(void *));
    NEXT(node) = next;
    DATA(node) = data;
    return node;
}

int main(void)
{
    void *list = NULL;
    while (__VERIFIER_nondet_int())
        list = new_node(list, NULL);

    /* every node's data points to the node itself */
    for (void *p = list; p != NULL; p = NEXT(p))
        DATA(p) = p;

    while (list != NULL) {
        void *next = NEXT(list);
        free(DATA(list));
        list = next;
    }
    return 0;
}
