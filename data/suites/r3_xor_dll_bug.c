// expect: false valid-deref
#include <stdlib.h>
#include <stdint.h>
extern int __VERIFIER_nondet_int(void);

/* an XOR-linked list: each node stores prev ^ next; walked from both ends */
struct node {
    uintptr_t link;
    int data;
};

static struct node *step(struct node *from, struct node *cur)
{
    return (struct node *)(cur->link ^ (uintptr_t)from); // ERROR
}

int main(void)
{
    struct node *first = NULL, *last = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->data = 1;
        n->link = (uintptr_t)last;
        if (last)
            last->link ^= (uintptr_t)n;
        else
            first = n;
        last = n;
    }
    /* backwards: sum the data */
    int sum = 0;
    struct node *prev = NULL, *cur = last;
    while (cur) {
        struct node *next = step(prev, cur);
        sum += cur->data;
        prev = cur;
        cur = next;
    }
    /* forwards: free */
    prev = NULL;
    cur = first;
    while (cur) {
        free(cur);
        struct node *next = step(prev, cur);
        prev = cur;
        cur = next;
    }
    return sum < 0;
}
