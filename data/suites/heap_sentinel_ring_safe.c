// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* a circular doubly linked list whose head is a heap-allocated dummy node */
struct ring {
    struct ring *next, *prev;
    int data;
};

static struct ring *ring_create(void)
{
    struct ring *s = malloc(sizeof(*s));
    if (!s)
        abort();
    s->next = s->prev = s;
    s->data = -1;
    return s;
}

static void ring_push_front(struct ring *s, int data)
{
    struct ring *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->data = data;
    n->next = s->next;
    n->prev = s;
    s->next->prev = n;
    s->next = n;
}

static void ring_destroy(struct ring *s)
{
    struct ring *n = s->next;
    while (n != s) {
        struct ring *next = n->next;
        free(n);
        n = next;
    }
    free(s);
}

int main(void)
{
    struct ring *s = ring_create();
    while (__VERIFIER_nondet_int())
        ring_push_front(s, __VERIFIER_nondet_int());
    /* pop from the back while the last value is positive */
    while (s->prev != s && s->prev->data > 0) {
        struct ring *last = s->prev;
        last->prev->next = s;
        s->prev = last->prev;
        free(last);
    }
    ring_destroy(s);
    return 0;
}
