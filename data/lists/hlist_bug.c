// expect: false valid-deref
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* Linux hlist: the back link points to the previous next field */
struct hlist_node {
    struct hlist_node *next;
    struct hlist_node **pprev;
};

struct hlist_head {
    struct hlist_node *first;
};

#define hlist_entry(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))

struct entry {
    int key;
    struct hlist_node node;
};

static void hlist_add_head(struct hlist_node *n, struct hlist_head *h)
{
    n->next = h->first;
    if (h->first != NULL)
        h->first->pprev = &n->next;
    h->first = n;
    n->pprev = &h->first;
}

/* bug: deleting the last node follows its NULL next link */
static void hlist_del(struct hlist_node *n)
{
    *n->pprev = n->next;
    n->next->pprev = n->pprev; // ERROR
}

int main(void)
{
    struct hlist_head bucket = {NULL};
    while (__VERIFIER_nondet_int()) {
        struct entry *e = malloc(sizeof(*e));
        e->key = __VERIFIER_nondet_int();
        hlist_add_head(&e->node, &bucket);
    }

    /* delete one entry chosen at random */
    struct hlist_node *n = bucket.first;
    while (n != NULL && __VERIFIER_nondet_int())
        n = n->next;
    if (n != NULL) {
        hlist_del(n);
        free(hlist_entry(n, struct entry, node));
    }

    while (bucket.first != NULL) {
        n = bucket.first;
        hlist_del(n);
        free(hlist_entry(n, struct entry, node));
    }
    return 0;
}
