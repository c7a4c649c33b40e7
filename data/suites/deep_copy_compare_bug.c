// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct rec {
    struct rec *next;
    int *val;
};

static struct rec *copy(const struct rec *src)
{
    struct rec *res = NULL, **end = &res;
    for (; src; src = src->next) {
        struct rec *r = malloc(sizeof(*r));
        int *v = malloc(sizeof(*v));
        if (!r || !v)
            abort();
        *v = *src->val;
        /* bug: the copy shares the value cell of the original */
        free(v);
        r->val = src->val;
        r->next = NULL;
        *end = r;
        end = &r->next;
    }
    return res;
}

static void destroy(struct rec *l)
{
    while (l) {
        struct rec *n = l->next;
        free(l->val);
        free(l);
        l = n;
    }
}

int main(void)
{
    struct rec *orig = NULL;
    while (__VERIFIER_nondet_int()) {
        struct rec *r = malloc(sizeof(*r));
        int *v = malloc(sizeof(*v));
        if (!r || !v)
            abort();
        *v = __VERIFIER_nondet_int() ? 1 : 2;
        r->val = v;
        r->next = orig;
        orig = r;
    }
    struct rec *dup = copy(orig);
    /* changing the copy leaves the original alone */
    for (struct rec *r = dup; r; r = r->next)
        *r->val = 0;
    for (struct rec *r = orig; r; r = r->next)
        if (*r->val == 0)
            reach_error(); // ERROR
    destroy(dup);
    destroy(orig);
    return 0;
}
