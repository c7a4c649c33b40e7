// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct node {
    struct node *next;
    int v;
};

static struct node *reverse(struct node *l)
{
    struct node *r = NULL;
    while (l) {
        struct node *n = l->next;
        l->next = r;
        r = l;
        l = n;
    }
    return r;
}

int main(void)
{
    struct node *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->v = 0;
        n->next = head;
        head = n;
    }
    struct node *first = head;
    head = reverse(head);
    if (head != first)
        reach_error(); // ERROR
    while (head) {
        struct node *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
