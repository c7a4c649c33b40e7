// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int used;
};

static struct node pool[2];

static struct node *get_node(void)
{
    for (int i = 0; i < 2; i++)
        if (!pool[i].used) {
            pool[i].used = 1;
            return &pool[i];
        }
    struct node *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->used = 1;
    return n;
}

int main(void)
{
    struct node *list = NULL;
    do {
        struct node *n = get_node();
        n->next = list;
        list = n;
    } while (__VERIFIER_nondet_int());
    /* bug: pool nodes are handed to free too */
    while (list) {
        struct node *n = list->next;
        free(list); // ERROR
        list = n;
    }
    return 0;
}
