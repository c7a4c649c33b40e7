// expect: true
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

int main(void)
{
    /* build 1 -> 2 -> 3 -> 4 -> 5 by appending at the tail */
    struct node *head = NULL;
    struct node *tail = NULL;
    for (int i = 1; i <= 5; i++) {
        struct node *n = malloc(sizeof(struct node));
        n->value = i;
        n->next = NULL;
        if (tail == NULL)
            head = n;
        else
            tail->next = n;
        tail = n;
    }

    int sum = 0;
    for (struct node *n = head; n != NULL; n = n->next)
        sum += n->value;

    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return sum == 15 ? 0 : 1;
}
