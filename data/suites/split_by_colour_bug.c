// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define RED 1
#define GREEN 2

struct bead {
    struct bead *next;
    int colour;
};

static void check_all(struct bead *l, int colour)
{
    for (; l; l = l->next)
        if (l->colour != colour)
            reach_error(); // ERROR
}

static void release(struct bead *l)
{
    while (l) {
        struct bead *n = l->next;
        free(l);
        l = n;
    }
}

int main(void)
{
    struct bead *mixed = NULL;
    while (__VERIFIER_nondet_int()) {
        struct bead *b = malloc(sizeof(*b));
        if (!b)
            abort();
        b->colour = __VERIFIER_nondet_int() ? RED : GREEN;
        b->next = mixed;
        mixed = b;
    }
    /* unzip into two lists, keeping the order */
    struct bead *red = NULL, *green = NULL;
    struct bead **rt = &red, **gt = &green;
    while (mixed) {
        struct bead *b = mixed;
        mixed = mixed->next;
        if (b->colour == RED) {
            *rt = b;
            rt = &b->next;
        } else {
            *gt = b;
            gt = &b->next;
        }
    }
    /* bug: the red list is left unterminated */
    *gt = NULL;
    check_all(red, RED);
    check_all(green, GREEN);
    release(red);
    release(green);
    return 0;
}
