// expect: false valid-deref
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

int main(void)
{
    struct node *n = calloc(1, sizeof(struct node));
    n->value = 7;
    /* bug: next is NULL, calloc zeroed it */
    int v = n->next->value; // ERROR
    free(n);
    return v;
}
