// expect: false valid-free
// domains: fa, product
// A list of teams; each team has a captain and may have a deputy who
// points back to the captain. The teardown frees the deputy's captain
// instead of the deputy: the captain is freed twice.
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
        struct member *captain = teams->members;
        if (captain->next)
            free(captain->next->captain);
        free(captain); // ERROR
        free(teams);
        teams = next;
    }
    return deputies < 0;
}
