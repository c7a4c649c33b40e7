// expect: true
// property: unreach-call
#include <stdlib.h>

extern void reach_error(void);

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
    int length = 0;
    for (struct node *n = head; n != NULL; n = n->next)
        length++;
    if (length != 3)
        reach_error();
    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
