// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct dnode {
    struct dnode *next, *prev;
    int val;
};

int main(void)
{
    struct dnode *head = malloc(sizeof(*head));
    if (!head)
        abort();
    head->next = head->prev = NULL;
    head->val = 0;
    struct dnode *tail = head;
    while (__VERIFIER_nondet_int()) {
        struct dnode *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->val = tail->val + 1;
        n->next = NULL;
        n->prev = tail;
        tail->next = n;
        tail = n;
    }
    /* a cursor is parked on some node, then the list is cut at the cursor */
    struct dnode *cursor = head;
    while (cursor->next && __VERIFIER_nondet_int())
        cursor = cursor->next;
    while (tail != cursor) {
        struct dnode *p = tail->prev;
        p->next = NULL;
        free(tail);
        tail = p;
    }
    cursor->val = -1;
    while (head) {
        struct dnode *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
