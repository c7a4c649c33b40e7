// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* lists nested three levels deep; the destructor drops the leaves */
struct leaf { struct leaf *next; int data; };
struct mid { struct mid *next; struct leaf *sub; };
struct top { struct top *next; struct mid *sub; };

static struct leaf *make_leaves(void)
{
    struct leaf *l = NULL;
    while (__VERIFIER_nondet_int()) {
        struct leaf *n = malloc(sizeof(*n));
        n->data = 0;
        n->next = l;
        l = n;
    }
    return l;
}

static struct mid *make_mids(void)
{
    struct mid *l = NULL;
    while (__VERIFIER_nondet_int()) {
        struct mid *n = malloc(sizeof(*n));
        n->sub = make_leaves();
        n->next = l;
        l = n;
    }
    return l;
}

int main(void)
{
    struct top *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct top *n = malloc(sizeof(*n));
        n->sub = make_mids();
        n->next = list;
        list = n;
    }
    while (list != NULL) {
        struct top *next = list->next;
        struct mid *m = list->sub;
        while (m != NULL) {
            struct mid *mnext = m->next;
            m->sub = NULL; // ERROR
            free(m);
            m = mnext;
        }
        free(list);
        list = next;
    }
    return 0;
}
