// expect: true
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A team: its leader is the first node and names itself as the leader;
   every member joins right after the leader and names it. */
struct member {
    struct member *leader;
    struct member *next;
};

int main(void)
{
    struct member *team = malloc(sizeof(*team));
    team->leader = team;
    team->next = NULL;
    while (__VERIFIER_nondet_int()) {
        struct member *m = malloc(sizeof(*m));
        m->leader = team;
        m->next = team->next;
        team->next = m;
    }

    /* dismiss the members, keep the leader */
    struct member *p = team;
    while (p) {
        struct member *next = p->next;
        if (p == p->leader)
            p->next = NULL;
        else
            free(p);
        p = next;
    }
    free(team);
    return 0;
}
