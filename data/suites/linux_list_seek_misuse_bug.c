// expect: false valid-deref
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct link {
    struct link *next, *prev;
};

#define link_entry(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))

static void link_insert(struct link *item, struct link *prev, struct link *next)
{
    next->prev = item;
    item->next = next;
    item->prev = prev;
    prev->next = item;
}

struct record {
    int score;
    struct link chain;
};

static struct link roster = { &roster, &roster };

static void roster_add(int score)
{
    struct record *r = malloc(sizeof(*r));
    if (!r)
        abort();
    r->score = score;
    link_insert(&r->chain, &roster, roster.next);
}

static int score_of(struct link *l)
{
    struct record *r = link_entry(l, struct record, chain);
    return r->score; // ERROR
}

/* bug: the walk starts at the first element instead of the head, so it
 * reaches the head and reads a record that is not there */
static struct link *roster_best(void)
{
    if (roster.next == &roster)
        return NULL;
    struct link *best = roster.next;
    int top = score_of(best);
    for (struct link *l = best->next; l != best; l = l->next) {
        int s = score_of(l);
        if (s > top) {
            top = s;
            best = l;
        }
    }
    return best;
}

int main(void)
{
    do
        roster_add(__VERIFIER_nondet_int());
    while (__VERIFIER_nondet_int());

    roster_best();

    while (roster.next != &roster) {
        struct link *l = roster.next;
        roster.next = l->next;
        free(link_entry(l, struct record, chain));
    }
    return 0;
}
