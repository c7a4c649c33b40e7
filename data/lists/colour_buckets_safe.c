// expect: true
// property: unreach-call
// domains: smg, fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* Three buckets, one per colour, each with a list of the items of its
 * colour; a new item is appended at the end of its bucket's list. The
 * walking pointers are declared once for the whole function: after each
 * insertion they still point into the lists, where the program never reads
 * them again, and the analysis must not let them split the segments. */
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
        it->colour = __VERIFIER_nondet_int() ? 0 : __VERIFIER_nondet_int() ? 1 : 2;
        b = buckets;
        while (b->colour != it->colour)
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
                reach_error();
            free(it);
        }
        free(b);
    }
    return 0;
}
