// expect: true
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A crew is a list whose first node is its captain. Every sailor signs on
   right behind the captain and names the captain; the captain names
   nobody. */
struct sailor {
    struct sailor *captain;
    struct sailor *next;
};

static void sign_on(struct sailor **crew)
{
    struct sailor *s = calloc(1, sizeof(*s));
    if (!s)
        abort();
    if (!*crew) {
        *crew = s;
    } else {
        s->captain = *crew;
        s->next = (*crew)->next;
        (*crew)->next = s;
    }
}

int main(void)
{
    struct sailor *crew = NULL;
    do
        sign_on(&crew);
    while (__VERIFIER_nondet_int());

    /* the crew is paid off from the captain down */
    while (crew) {
        struct sailor *next = crew->next;
        free(crew);
        crew = next;
    }
    return 0;
}
