// expect: false valid-deref
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

int main(void)
{
    struct node *head = NULL;
    for (int i = 0; i < 4; i++) {
        struct node *n = malloc(sizeof(struct node));
        n->value = i;
        n->next = head;
        head = n;
    }
    /* bug: n->next is read after n was freed */
    for (struct node *n = head; n != NULL; n = n->next) // ERROR
        free(n);
    return 0;
}
