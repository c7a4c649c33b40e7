// expect: true
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

static void link_remove(struct link *item)
{
    item->prev->next = item->next;
    item->next->prev = item->prev;
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
    return link_entry(l, struct record, chain)->score;
}

static struct link *roster_best(void)
{
    if (roster.next == &roster)
        return NULL;
    struct link *best = roster.next;
    int top = score_of(best);
    for (struct link *l = best->next; l != &roster; l = l->next) {
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

    struct link *best;
    while ((best = roster_best()) != NULL) {
        link_remove(best);
        free(link_entry(best, struct record, chain));
    }
    return 0;
}
