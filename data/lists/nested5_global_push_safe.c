// expect: true
// domains: smg, product
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

/* Five levels of non-empty lists hanging from a global root. Each level is
 * grown by a function that pushes a node through a pointer to the field that
 * holds the list (the root, or the `sub` field of the owning node), and the
 * innermost nodes own a zeroed payload. The link and sub-list fields swap
 * places from one level to the next. */
struct e { struct e *next; char *payload; };
struct d { struct e *sub; struct d *next; };
struct c { struct c *next; struct d *sub; };
struct b { struct c *sub; struct b *next; };
struct a { struct a *next; struct b *sub; };

static struct a *forest;

static void *zeroed(size_t size)
{
    void *p = malloc(size);
    if (!p)
        abort();
    return memset(p, 0, size);
}

static void push_e(struct e **at)
{
    struct e *n = zeroed(sizeof(*n));
    n->payload = zeroed(40);
    n->next = *at;
    *at = n;
}

static void push_d(struct d **at)
{
    struct d *n = zeroed(sizeof(*n));
    do
        push_e(&n->sub);
    while (__VERIFIER_nondet_int());
    n->next = *at;
    *at = n;
}

static void push_c(struct c **at)
{
    struct c *n = zeroed(sizeof(*n));
    do
        push_d(&n->sub);
    while (__VERIFIER_nondet_int());
    n->next = *at;
    *at = n;
}

static void push_b(struct b **at)
{
    struct b *n = zeroed(sizeof(*n));
    do
        push_c(&n->sub);
    while (__VERIFIER_nondet_int());
    n->next = *at;
    *at = n;
}

static void push_a(struct a **at)
{
    struct a *n = zeroed(sizeof(*n));
    do
        push_b(&n->sub);
    while (__VERIFIER_nondet_int());
    n->next = *at;
    *at = n;
}

static void drop_e(struct e *l)
{
    while (l) {
        struct e *next = l->next;
        free(l->payload);
        free(l);
        l = next;
    }
}

static void drop_d(struct d *l)
{
    while (l) {
        struct d *next = l->next;
        drop_e(l->sub);
        free(l);
        l = next;
    }
}

static void drop_c(struct c *l)
{
    while (l) {
        struct c *next = l->next;
        drop_d(l->sub);
        free(l);
        l = next;
    }
}

static void drop_b(struct b *l)
{
    while (l) {
        struct b *next = l->next;
        drop_c(l->sub);
        free(l);
        l = next;
    }
}

int main(void)
{
    do
        push_a(&forest);
    while (__VERIFIER_nondet_int());
    while (forest) {
        struct a *next = forest->next;
        drop_b(forest->sub);
        free(forest);
        forest = next;
    }
    return 0;
}
