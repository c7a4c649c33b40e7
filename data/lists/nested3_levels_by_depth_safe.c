// expect: true
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* Three levels of non-empty lists under a global root, torn down level by
 * level from the bottom: first the payloads, then the middle nodes, then
 * the top nodes. The functions read the depth from a global but never
 * touch the root, so their summaries need not see the whole structure
 * hanging from it. */
struct leaf { struct leaf *next; int *payload; };
struct mid { struct mid *next; struct leaf *leaves; };
struct top { struct top *next; struct mid *mids; };

static struct top *root;
static int depth = 2;

static void *need(size_t size)
{
    void *p = calloc(1, size);
    if (!p)
        abort();
    return p;
}

static void add_leaf(struct leaf **at)
{
    struct leaf *n = need(sizeof(*n));
    n->payload = need(sizeof(int));
    n->next = *at;
    *at = n;
}

static void add_mid(struct mid **at)
{
    struct mid *n = need(sizeof(*n));
    do
        add_leaf(&n->leaves);
    while (__VERIFIER_nondet_int());
    n->next = *at;
    *at = n;
}

static void add_top(struct top **at)
{
    struct top *n = need(sizeof(*n));
    do
        add_mid(&n->mids);
    while (__VERIFIER_nondet_int());
    n->next = *at;
    *at = n;
}

static void release(void *p)
{
    free(p);
}

static void clear_leaves(struct leaf *l, int level)
{
    while (l) {
        struct leaf *next = l->next;
        if (level == depth)
            release(l->payload);
        else
            release(l);
        l = next;
    }
}

static void clear_mids(struct mid *m, int level)
{
    while (m) {
        struct mid *next = m->next;
        if (level > 0)
            clear_leaves(m->leaves, level);
        else
            release(m);
        m = next;
    }
}

int main(void)
{
    do
        add_top(&root);
    while (__VERIFIER_nondet_int());
    for (int level = depth; level >= 0; level--)
        for (struct top *t = root; t; t = t->next)
            clear_mids(t->mids, level);
    while (root) {
        struct top *next = root->next;
        release(root);
        root = next;
    }
    return 0;
}
