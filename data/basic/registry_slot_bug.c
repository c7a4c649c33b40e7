// expect: false valid-deref
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

#define IDS 128

struct entry {
    struct entry *next;
    unsigned id;
};

struct registry {
    struct entry *entries;
    struct entry *by_id[IDS];
};

/* records an id once; returns whether it was new */
static int enrol(struct registry *r, unsigned id)
{
    struct entry *e;
    /* the id is not checked against the size of the table */
    if (r->by_id[id]) // ERROR
        return 0;
    e = malloc(sizeof *e);
    if (!e)
        return 0;
    e->id = id;
    e->next = r->entries;
    r->entries = e;
    r->by_id[id] = e;
    return 1;
}

int main(void)
{
    struct registry *r = calloc(1, sizeof *r);
    struct entry *e;
    int fresh = 0;
    if (!r)
        return 0;
    while (__VERIFIER_nondet_int())
        fresh += enrol(r, __VERIFIER_nondet_int());
    while (r->entries) {
        e = r->entries;
        r->entries = e->next;
        free(e);
    }
    free(r);
    return fresh > IDS;
}
