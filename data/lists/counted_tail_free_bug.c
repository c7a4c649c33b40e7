// expect: false valid-deref
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *prev, *next; int key; };
struct list { struct node *first, *last; };

static void push_back(struct list *l, int key)
{
    struct node *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->key = key;
    n->next = NULL;
    n->prev = l->last;
    if (l->last)
        l->last->next = n;
    else
        l->first = n;
    l->last = n;
}

/* A list of exactly four nodes built by a counted loop after a scratch list
 * of any length. Bug: the loop freeing it from its tail runs five times. */
int main(void)
{
    struct list scratch = { NULL, NULL };
    while (__VERIFIER_nondet_int())
        push_back(&scratch, __VERIFIER_nondet_int());
    while (scratch.first) {
        struct node *next = scratch.first->next;
        free(scratch.first);
        scratch.first = next;
    }
    struct list ring = { NULL, NULL };
    for (int i = 0; i < 4; i++)
        push_back(&ring, i);
    for (int i = 0; i < 5; i++) {
        struct node *prev = ring.last->prev; // ERROR
        free(ring.last);
        ring.last = prev;
    }
    return 0;
}
