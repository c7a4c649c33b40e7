// expect: true
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

    /* wander both ways */
    struct ring *p = r;
    while (__VERIFIER_nondet_int()) {
        if (__VERIFIER_nondet_int())
            p = p->next;
        else
            p = p->prev;
        p->payload++;
    }

    /* free everything starting from where we stopped */
    struct ring *q = p->next;
    while (q != p) {
        struct ring *n = q->next;
        free(q);
        q = n;
    }
    free(p);
    return 0;
}
