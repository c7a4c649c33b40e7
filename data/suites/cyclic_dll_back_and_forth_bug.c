// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct ring {
    struct ring *next;
    struct ring *prev;
    int payload;
};

int main(void)
{
    struct ring *r = malloc(sizeof(*r));
    r->next = r;
    r->prev = r;
    r->payload = 0;
    while (__VERIFIER_nondet_int()) {
        struct ring *n = malloc(sizeof(*n));
        n->payload = 0;
        n->next = r->next;
        n->prev = r;
        r->next->prev = n;
        r->next = n;
    }

    struct ring *p = r;
    while (__VERIFIER_nondet_int()) {
        if (__VERIFIER_nondet_int())
            p = p->next;
        else
            p = p->prev;
    }

    struct ring *q = p->next;
    while (q != p) {
        struct ring *n = q->next;
        free(q);
        q = n;
    }
    /* bug: the node left over is p, not r */
    free(r); // ERROR
    return 0;
}
