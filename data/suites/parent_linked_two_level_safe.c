// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct child;

struct parent {
    struct parent *next;
    struct child *kids;
};

struct child {
    struct child *next;
    struct parent *owner;
};

int main(void)
{
    struct parent *top = NULL;
    while (__VERIFIER_nondet_int()) {
        struct parent *p = malloc(sizeof(*p));
        if (!p)
            abort();
        p->kids = NULL;
        while (__VERIFIER_nondet_int()) {
            struct child *c = malloc(sizeof(*c));
            if (!c)
                abort();
            c->owner = p;
            c->next = p->kids;
            p->kids = c;
        }
        p->next = top;
        top = p;
    }
    while (top) {
        struct parent *pn = top->next;
        while (top->kids) {
            struct child *c = top->kids;
            top->kids = c->next;
            free(c);
        }
        free(top);
        top = pn;
    }
    return 0;
}
