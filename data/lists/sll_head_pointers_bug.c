// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    struct node *head;
};

int main(void)
{
    struct node *head = malloc(sizeof(*head));
    head->next = NULL;
    head->head = head;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->head = head;
        n->next = head->next;
        head->next = n;
    }
    for (struct node *p = head->next; p != NULL && p->next != NULL; p = p->next) {
        if (p->next->head != p) {
            int *bad = NULL;
            *bad = 1; // ERROR
        }
    }
    while (head->next != NULL) {
        struct node *n = head->next;
        head->next = n->next;
        free(n);
    }
    free(head);
    return 0;
}
