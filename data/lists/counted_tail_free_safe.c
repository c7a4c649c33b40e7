// expect: true
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

/* A scratch list of any length is built and emptied, then a list of exactly
 * four nodes is built by a counted loop and freed from its tail by another:
 * the second loop relies on the length the first one gave, which the list
 * abstraction would forget; loops bounded by a small constant are unrolled. */
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
    for (int i = 0; i < 4; i++) {
        struct node *prev = ring.last->prev;
        free(ring.last);
        ring.last = prev;
    }
    return 0;
}
