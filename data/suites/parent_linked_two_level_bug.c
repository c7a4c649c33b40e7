// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct child;

struct parent {
    struct parent *next;
    struct child *kids;
    int alive;
};

struct child {
    struct child *next;
    struct parent *owner;
};

int main(void)
{
    struct parent *top = NULL;
    struct child *any = NULL;
    do {
        struct parent *p = malloc(sizeof(*p));
        if (!p)
            abort();
        p->kids = NULL;
        p->alive = 1;
        do {
            struct child *c = malloc(sizeof(*c));
            if (!c)
                abort();
            c->owner = p;
            c->next = p->kids;
            p->kids = c;
            any = c;
        } while (__VERIFIER_nondet_int());
        p->next = top;
        top = p;
    } while (__VERIFIER_nondet_int());

    /* bug: the parents are freed first, then a child asks for its owner */
    struct child *keep = any;
    while (top) {
        struct parent *pn = top->next;
        struct child *c = top->kids;
        while (c) {
            struct child *cn = c->next;
            if (c != keep)
                free(c);
            c = cn;
        }
        free(top);
        top = pn;
    }
    int alive = keep->owner->alive; // ERROR
    free(keep);
    return alive;
}
