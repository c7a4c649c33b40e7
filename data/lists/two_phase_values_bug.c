// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

/* As two_phase_values_safe.c, but a node holding 1 may follow the 2s: the
 * walk over the 2s then stops at it, not at the 3. */
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
    if (__VERIFIER_nondet_int()) /* a 1 after the 2s */
        tail = append(tail, 1);
    append(tail, 3);

    struct node *p = head.next;
    while (p->val == 1)
        p = p->next;
    while (p->val == 2)
        p = p->next;
    if (p->val != 3 || p->next != NULL)
        reach_error(); // ERROR

    p = head.next;
    while (p) {
        struct node *n = p->next;
        free(p);
        p = n;
    }
    return 0;
}
