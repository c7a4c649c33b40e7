// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    int key;
    struct node *next;
};

int main(void)
{
    struct node *head = NULL;
    struct node **tail = &head;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->key = __VERIFIER_nondet_int();
        n->next = NULL;
        *tail = n;
        tail = &n->next;
    }

    /* unlink every node with a negative key, through a pointer to the link */
    struct node **pp = &head;
    while (*pp) {
        struct node *n = *pp;
        if (n->key < 0) {
            *pp = n->next;
            free(n);
        } else {
            pp = &n->next;
        }
    }

    while (head) {
        struct node *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
