// expect: false valid-deref
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct hlist_node {
    struct hlist_node *next, **pprev;
};

struct hlist_head {
    struct hlist_node *first;
};

static void hlist_add_head(struct hlist_node *n, struct hlist_head *h)
{
    struct hlist_node *first = h->first;
    n->next = first;
    if (first)
        first->pprev = &n->next;
    h->first = n;
    n->pprev = &h->first;
}

static void hlist_del(struct hlist_node *n)
{
    struct hlist_node *next = n->next;
    struct hlist_node **pprev = n->pprev;
    *pprev = next; // ERROR
    /* bug: the successor keeps its stale back link */
}

struct conn {
    int port;
    struct hlist_node hnode;
    int state;
};

#define conn_of(p) ((struct conn *)((char *)(p) - offsetof(struct conn, hnode)))

int main(void)
{
    struct hlist_head table = { NULL };
    while (__VERIFIER_nondet_int()) {
        struct conn *c = malloc(sizeof(*c));
        if (!c)
            abort();
        c->port = __VERIFIER_nondet_int();
        c->state = 0;
        hlist_add_head(&c->hnode, &table);
    }
    /* close every connection on a high port, wherever it sits in the chain */
    struct hlist_node *p = table.first;
    while (p) {
        struct hlist_node *next = p->next;
        if (conn_of(p)->port > 3) {
            hlist_del(p);
            free(conn_of(p));
        }
        p = next;
    }
    while (table.first) {
        p = table.first;
        hlist_del(p);
        free(conn_of(p));
    }
    return 0;
}
