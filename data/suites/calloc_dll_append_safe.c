// expect: true
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
        /* calloc leaves next NULL and data 0 */
        n->prev = tail;
        tail->next = n;
        tail = n;
    }
    /* free from the back */
    while (tail) {
        struct dnode *p = tail->prev;
        free(tail);
        tail = p;
    }
    return 0;
}
