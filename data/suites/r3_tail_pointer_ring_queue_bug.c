// expect: false valid-deref
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* a queue kept as a circular list known by its tail (tail->next is the head) */
struct node {
    struct node *next;
    int v;
};

static struct node *head_of(struct node *tail)
{
    return tail->next; // ERROR
}

static struct node *enqueue(struct node *tail, int v)
{
    struct node *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->v = v;
    if (!tail) {
        n->next = n;
    } else {
        n->next = head_of(tail);
        tail->next = n;
    }
    return n;
}

static struct node *dequeue(struct node *tail)
{
    struct node *head = head_of(tail);
    if (head == tail) {
        free(head);
        return tail;
    }
    tail->next = head->next;
    free(head);
    return tail;
}

int main(void)
{
    struct node *tail = NULL;
    while (__VERIFIER_nondet_int()) {
        if (tail && __VERIFIER_nondet_int())
            tail = dequeue(tail);
        else
            tail = enqueue(tail, __VERIFIER_nondet_int());
    }
    while (tail)
        tail = dequeue(tail);
    return 0;
}
