// expect: true
#include <stdlib.h>
#include <stdint.h>
extern int __VERIFIER_nondet_int(void);

/* the colour of a node is kept in the low bit of its next pointer,
 * as the Linux red-black tree keeps it in its parent pointer */
struct node {
    uintptr_t next_colour;
    int key;
};

#define NODE_RED 1u
#define node_next(n) ((struct node *)((n)->next_colour & ~(uintptr_t)1))
#define node_is_red(n) ((n)->next_colour & NODE_RED)

int main(void)
{
    struct node *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->key = __VERIFIER_nondet_int();
        n->next_colour = (uintptr_t)head;
        if (n->key > 0)
            n->next_colour |= NODE_RED;
        head = n;
    }
    int reds = 0;
    for (struct node *p = head; p; p = node_next(p))
        if (node_is_red(p))
            reds++;
    while (head) {
        struct node *n = node_next(head);
        free(head);
        head = n;
    }
    return reds < 0;
}
