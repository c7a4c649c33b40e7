// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct cell {
    int key;
    struct cell *next;
};

/* inserts in ascending order */
static struct cell *insert_sorted(struct cell *list, int key)
{
    struct cell *c = malloc(sizeof(*c));
    if (!c)
        abort();
    c->key = key;
    struct cell **at = &list;
    while (*at && (*at)->key < key)
        at = &(*at)->next;
    c->next = *at;
    *at = c;
    return list;
}

static struct cell *merge(struct cell *a, struct cell *b)
{
    struct cell head, *tail = &head;
    while (a && b) {
        /* bug: the comparison is inverted */
        if (a->key >= b->key) {
            tail->next = a;
            a = a->next;
        } else {
            tail->next = b;
            b = b->next;
        }
        tail = tail->next;
    }
    tail->next = a ? a : b;
    return head.next;
}

int main(void)
{
    struct cell *a = NULL, *b = NULL;
    while (__VERIFIER_nondet_int())
        a = insert_sorted(a, __VERIFIER_nondet_int() & 7);
    while (__VERIFIER_nondet_int())
        b = insert_sorted(b, __VERIFIER_nondet_int() & 7);
    struct cell *m = merge(a, b);
    for (struct cell *c = m; c && c->next; c = c->next)
        if (c->key > c->next->key)
            reach_error(); // ERROR
    while (m) {
        struct cell *n = m->next;
        free(m);
        m = n;
    }
    return 0;
}
