// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

/* Nodes holding 1, then nodes holding 2, then one holding 3, of unbounded
 * lengths; walking over the 1s and then over the 2s must end at the 3. The
 * list abstraction keeps the 1s and the 2s in segments of their own, and the
 * join at the walks' loop heads keeps states whose nodes hold 1 apart from
 * states whose nodes hold 2. */
struct node {
    struct node *next;
    int val;
};

static struct node *append(struct node *tail, int val)
{
    struct node *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->next = NULL;
    n->val = val;
    tail->next = n;
    return n;
}

int main(void)
{
    struct node head = { NULL, 0 };
    struct node *tail = &head;
    while (__VERIFIER_nondet_int())
        tail = append(tail, 1);
    while (__VERIFIER_nondet_int())
        tail = append(tail, 2);
    append(tail, 3);

    struct node *p = head.next;
    while (p->val == 1)
        p = p->next;
    while (p->val == 2)
        p = p->next;
    if (p->val != 3 || p->next != NULL)
        reach_error();

    p = head.next;
    while (p) {
        struct node *n = p->next;
        free(p);
        p = n;
    }
    return 0;
}
