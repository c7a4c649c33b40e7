// expect: false valid-deref
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

struct node *build(int depth)
{
    if (depth == 0)
        return NULL;
    struct node *n = malloc(sizeof(struct node));
    n->value = depth;
    n->next = build(depth - 1);
    return n;
}

void destroy(struct node *n)
{
    if (n == NULL)
        return;
    free(n);
    destroy(n->next); // ERROR
}

int main(void)
{
    struct node *list = build(3);
    destroy(list);
    return 0;
}
