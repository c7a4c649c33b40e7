// expect: true
// domains: fa, product
// A list of teams; each team has a captain and may have a deputy. Every
// member points to its captain (the captain to itself), the captain links
// to the deputy. The teams are built, counted and freed.
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct member {
    struct member *captain;
    struct member *next;
};

struct team {
    struct team *next;
    struct member *members;
};

static struct member *new_member(struct member *captain)
{
    struct member *m = malloc(sizeof *m);
    if (!m)
        abort();
    m->captain = captain ? captain : m;
    m->next = NULL;
    return m;
}

int main(void)
{
    struct team *teams = NULL;
    while (__VERIFIER_nondet_int()) {
        struct team *t = malloc(sizeof *t);
        if (!t)
            abort();
        t->members = new_member(NULL);
        if (__VERIFIER_nondet_int())
            t->members->next = new_member(t->members);
        t->next = teams;
        teams = t;
    }

    int deputies = 0;
    for (struct team *t = teams; t; t = t->next)
        if (t->members->next && t->members->next->captain == t->members)
            deputies++;

    while (teams) {
        struct team *next = teams->next;
        struct member *m = teams->members;
        while (m) {
            struct member *after = m->next;
            free(m);
            m = after;
        }
        free(teams);
        teams = next;
    }
    return deputies < 0;
}
