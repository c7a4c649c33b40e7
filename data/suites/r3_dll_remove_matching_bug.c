// expect: false valid-memtrack
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* remove every node whose key is negative from a doubly linked list */
struct node {
    struct node *next, *prev;
    int key;
};

int main(void)
{
    struct node *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->key = __VERIFIER_nondet_int();
        n->prev = NULL;
        n->next = head;
        if (head)
            head->prev = n;
        head = n;
    }
    struct node *p = head;
    while (p) {
        struct node *next = p->next;
        if (p->key < 0) {
            if (p->prev)
                p->prev->next = p->next;
            else
                head = p->next;
            if (p->next)
                p->next->prev = p->prev;
        }
        p = next; // ERROR
    }
    while (head) {
        p = head->next;
        free(head);
        head = p;
    }
    return 0;
}
