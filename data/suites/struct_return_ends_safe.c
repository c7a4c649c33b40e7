// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int v;
};

/* the two ends of a list, returned by value */
struct ends {
    struct node *first;
    struct node *last;
};

static struct ends build(void)
{
    struct ends e = { NULL, NULL };
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->v = 0;
        n->next = NULL;
        if (e.last)
            e.last->next = n;
        else
            e.first = n;
        e.last = n;
    }
    return e;
}

int main(void)
{
    struct ends e = build();
    if (e.last)
        e.last->v = 1;
    while (e.first) {
        struct node *n = e.first->next;
        free(e.first);
        e.first = n;
    }
    return 0;
}
