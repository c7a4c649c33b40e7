// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct node {
    int value;
    struct node *next;
};

int main(void)
{
    struct node *head = NULL;
    for (int i = 0; i < 3 && __VERIFIER_nondet_int(); i++) {
        struct node *n = malloc(sizeof(struct node));
        n->value = i;
        n->next = head;
        head = n;
    }
    int length = 0;
    for (struct node *n = head; n != NULL; n = n->next)
        length++;
    /* bug: the list may be shorter than expected */
    if (length != 3)
        reach_error(); // ERROR
    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
