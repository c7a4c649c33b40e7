// expect: false unreach-call
// property: unreach-call
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* Three buckets, one per colour, each with a list of the items of its
 * colour, appended at the end. Bug: an item may have a fourth colour; the
 * search stops at the last bucket, which then holds an item of another
 * colour. */
struct item {
    struct item *next;
    int colour;
};

struct bucket {
    struct bucket *next;
    struct item *items;
    int colour;
};

static struct bucket *bucket_new(int colour, struct bucket *next)
{
    struct bucket *b = malloc(sizeof(*b));
    if (!b)
        abort();
    b->next = next;
    b->items = NULL;
    b->colour = colour;
    return b;
}

int main(void)
{
    struct bucket *buckets = bucket_new(0, bucket_new(1, bucket_new(2, NULL)));
    struct bucket *b;
    struct item *it, *last;
    while (__VERIFIER_nondet_int()) {
        it = malloc(sizeof(*it));
        if (!it)
            abort();
        it->next = NULL;
        it->colour = __VERIFIER_nondet_int() ? 0 : __VERIFIER_nondet_int() ? 1 : __VERIFIER_nondet_int() ? 2 : 3;
        b = buckets;
        while (b->colour != it->colour && b->next)
            b = b->next;
        if (!b->items) {
            b->items = it;
        } else {
            last = b->items;
            while (last->next)
                last = last->next;
            last->next = it;
        }
    }
    while (buckets) {
        b = buckets;
        buckets = b->next;
        while (b->items) {
            it = b->items;
            b->items = it->next;
            if (it->colour != b->colour)
                reach_error(); // ERROR
            free(it);
        }
        free(b);
    }
    return 0;
}
