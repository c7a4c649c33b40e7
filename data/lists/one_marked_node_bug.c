// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* A list of unmarked nodes in which one node, chosen at random, is marked,
 * and then maybe a second one further on: searching from the head meets the
 * first marked node, and the check that no node after it is marked fails. */
struct node {
    struct node *next;
    int mark;
};

int main(void)
{
    struct node *head = malloc(sizeof(struct node));
    head->next = NULL;
    head->mark = 0;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(struct node));
        n->next = head;
        n->mark = 0;
        head = n;
    }
    struct node *p = head;
    while (p->next && __VERIFIER_nondet_int())
        p = p->next;
    p->mark = 1;
    while (p->next && __VERIFIER_nondet_int())
        p = p->next;
    p->mark = 1;

    p = head;
    while (p->mark != 1)
        p = p->next;
    for (p = p->next; p; p = p->next)
        if (p->mark)
            reach_error(); // ERROR

    while (head) {
        p = head->next;
        free(head);
        head = p;
    }
    return 0;
}
