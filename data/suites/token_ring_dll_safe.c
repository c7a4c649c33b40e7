// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct station {
    struct station *next, *prev;
    int has_token;
};

int main(void)
{
    struct station *s = malloc(sizeof(*s));
    if (!s)
        abort();
    s->next = s->prev = s;
    s->has_token = 1;
    while (__VERIFIER_nondet_int()) {
        struct station *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->has_token = 0;
        n->next = s->next;
        n->prev = s;
        s->next->prev = n;
        s->next = n;
    }
    /* pass the token around a few times, forwards or backwards */
    struct station *holder = s;
    while (__VERIFIER_nondet_int()) {
        struct station *to = __VERIFIER_nondet_int() ? holder->next : holder->prev;
        holder->has_token = 0;
        to->has_token = 1;
        holder = to;
    }
    /* exactly one station holds it */
    int tokens = 0;
    struct station *p = s;
    do {
        tokens += p->has_token;
        p = p->next;
    } while (p != s);
    if (tokens != 1)
        reach_error();
    p = s->next;
    while (p != s) {
        struct station *n = p->next;
        free(p);
        p = n;
    }
    free(s);
    return 0;
}
