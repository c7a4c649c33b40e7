// expect: true
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

int main(void)
{
    /* a ring of three nodes */
    struct node *first = malloc(sizeof(struct node));
    first->value = 0;
    first->next = first;
    for (int i = 1; i < 3; i++) {
        struct node *n = malloc(sizeof(struct node));
        n->value = i;
        n->next = first->next;
        first->next = n;
    }

    int sum = 0;
    struct node *n = first;
    do {
        sum += n->value;
        n = n->next;
    } while (n != first);

    /* break the ring, then free it as a plain list */
    struct node *rest = first->next;
    first->next = NULL;
    while (rest != NULL) {
        struct node *next = rest->next;
        free(rest);
        rest = next;
    }
    return sum == 3 ? 0 : 1;
}
