// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct dnode {
    struct dnode *next;
    struct dnode *prev;
    int data;
};

int main(void)
{
    struct dnode *head = calloc(1, sizeof(struct dnode));
    struct dnode *tail = head;
    while (__VERIFIER_nondet_int()) {
        struct dnode *n = calloc(1, sizeof(struct dnode));
        if (!n)
            abort();
        n->prev = tail;
        tail->next = n;
        tail = n;
    }
    /* bug: head->prev is NULL from calloc */
    head->prev->data = 1; // ERROR
    while (tail) {
        struct dnode *p = tail->prev;
        free(tail);
        tail = p;
    }
    return 0;
}
