// expect: false unreach-call
// property: unreach-call
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct list_head {
    struct list_head *next, *prev;
};

struct num {
    struct list_head link;
    int v;
};

#define num_of(p) ((struct num *)((char *)(p) - offsetof(struct num, link)))

/* reverses a circular list in place by swapping every node's links */
static void reverse(struct list_head *head)
{
    struct list_head *p = head;
    do {
        struct list_head *t = p->next;
        p->next = p->prev;
        p->prev = t;
        p = t;
    } while (p != head);
}

int main(void)
{
    struct list_head head = { &head, &head };
    int v = 0;
    while (__VERIFIER_nondet_int()) {
        struct num *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->v = v++;
        /* bug: added at the front, so the list is already descending */
        n->link.prev = &head;
        n->link.next = head.next;
        head.next->prev = &n->link;
        head.next = &n->link;
    }
    reverse(&head);
    /* now descending */
    for (struct list_head *p = head.next; p != &head && p->next != &head; p = p->next)
        if (num_of(p)->v < num_of(p->next)->v)
            reach_error(); // ERROR
    while (head.next != &head) {
        struct list_head *p = head.next;
        head.next = p->next;
        free(num_of(p));
    }
    return 0;
}
