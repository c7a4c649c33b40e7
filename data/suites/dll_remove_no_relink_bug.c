// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct dn {
    struct dn *next;
    struct dn *prev;
};

int main(void)
{
    struct dn *head = NULL;
    do {
        struct dn *n = malloc(sizeof(*n));
        n->prev = NULL;
        n->next = head;
        if (head)
            head->prev = n;
        head = n;
    } while (__VERIFIER_nondet_int());

    /* remove a node in the middle; bug: its successor keeps the back link */
    struct dn *x = head;
    while (x->next && __VERIFIER_nondet_int())
        x = x->next;
    if (x->prev && x->next) {
        x->prev->next = x->next;
        free(x);
        /* walk back from the successor */
        struct dn *back = x->next->prev; // ERROR
        (void)back;
    }
    while (head) {
        struct dn *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
