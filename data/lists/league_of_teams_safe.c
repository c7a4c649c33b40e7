// expect: true
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A league is a list of teams. A team's first member is its leader, who
   names itself as the leader; every other member joins right after the
   leader and names it (Predator's nested lists whose nodes point to the
   head of their own list). */
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

    /* every team dismisses its members and keeps its leader */
    for (struct team *t = league; t; t = t->next) {
        struct member *m = t->leader;
        while (m) {
            struct member *next = m->next;
            if (m == m->leader)
                m->next = NULL;
            else
                free(m);
            m = next;
        }
    }

    while (league) {
        struct team *next = league->next;
        free(league->leader);
        free(league);
        league = next;
    }
    return 0;
}
