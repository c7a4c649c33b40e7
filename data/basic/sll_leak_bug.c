// expect: false valid-memtrack
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

int main(void)
{
    struct node *head = NULL;
    for (int i = 0; i < 3; i++) {
        struct node *n = malloc(sizeof(struct node));
        n->value = i;
        n->next = head;
        head = n;
    }
    /* bug: only the first node is freed, the rest of the list is lost */
    free(head);
    return 0; // ERROR
}
