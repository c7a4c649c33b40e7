// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

/* a doubly-linked list emptied from its tail, one node per round */
struct dnode {
    struct dnode *next, *prev;
    int data;
};

int main(void)
{
    const int len = __VERIFIER_nondet_int();
    __VERIFIER_assume(len > 1 && len < 32);
    struct dnode *head = NULL, *tail = NULL;
    int k = len;
    while (k-- > 0) {
        struct dnode *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->data = len - k; /* bug: numbered the other way */
        n->next = NULL;
        n->prev = tail;
        if (tail)
            tail->next = n;
        else
            head = n;
        tail = n;
    }
    for (int i = 0; i < len; i++) {
        if (tail->data != i)
            reach_error(); // ERROR
        struct dnode *p = tail->prev;
        free(tail);
        tail = p;
        if (tail)
            tail->next = NULL;
        else
            head = NULL;
    }
    if (head != NULL || tail != NULL)
        reach_error();
    return 0;
}
