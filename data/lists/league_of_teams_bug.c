// expect: false valid-free
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A league is a list of teams. A team's first member is its leader, who
   names itself as the leader; every other member joins right after the
   leader and names it. Bug: the dismissal frees the leaders too, and they
   are freed again with their teams. */
struct member {
    struct member *leader;
    struct member *next;
};

struct team {
    struct team *next;
    struct member *leader;
};

static void join(struct team *t)
{
    struct member *m = calloc(1, sizeof(*m));
    if (!m)
        abort();
    if (!t->leader) {
        m->leader = m;
        t->leader = m;
    } else {
        m->leader = t->leader;
        m->next = t->leader->next;
        t->leader->next = m;
    }
}

static struct team *found(struct team *league)
{
    struct team *t = calloc(1, sizeof(*t));
    if (!t)
        abort();
    do
        join(t);
    while (__VERIFIER_nondet_int());
    t->next = league;
    return t;
}

int main(void)
{
    struct team *league = NULL;
    while (__VERIFIER_nondet_int())
        league = found(league);

    /* every team dismisses its members */
    for (struct team *t = league; t; t = t->next) {
        struct member *m = t->leader;
        while (m) {
            struct member *next = m->next;
            free(m);
            m = next;
        }
    }

    while (league) {
        struct team *next = league->next;
        free(league->leader); // ERROR
        free(league);
        league = next;
    }
    return 0;
}
