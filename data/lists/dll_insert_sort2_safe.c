// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    struct node *prev;
    int data;
};

int main(void)
{
    struct node *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->data = __VERIFIER_nondet_int();
        n->next = head;
        n->prev = NULL;
        if (head != NULL)
            head->prev = n;
        head = n;
    }

    /* insertion sort in place: move every node back behind a smaller one */
    struct node *p = (head != NULL) ? head->next : NULL;
    while (p != NULL) {
        struct node *next = p->next;
        struct node *q = p->prev;
        while (q != NULL && q->data > p->data)
            q = q->prev;
        if (q != p->prev) {
            p->prev->next = p->next; /* unlink p */
            if (p->next != NULL)
                p->next->prev = p->prev;
            if (q == NULL) { /* p becomes the head */
                p->prev = NULL;
                p->next = head;
                head->prev = p;
                head = p;
            } else { /* p goes right after q */
                p->prev = q;
                p->next = q->next;
                q->next->prev = p;
                q->next = p;
            }
        }
        p = next;
    }

    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
