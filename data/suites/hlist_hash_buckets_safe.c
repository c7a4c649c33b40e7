// expect: true
// property: memcleanup
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct hlist_node {
    struct hlist_node *next, **pprev;
};

struct hlist_head {
    struct hlist_node *first;
};

#define BUCKETS 4

static struct hlist_head table[BUCKETS];

struct inode {
    long ino;
    struct hlist_node hash;
};

static void hash_add(struct inode *i)
{
    struct hlist_head *h = &table[i->ino % BUCKETS];
    i->hash.next = h->first;
    if (h->first)
        h->first->pprev = &i->hash.next;
    h->first = &i->hash;
    i->hash.pprev = &h->first;
}

static void hash_del(struct inode *i)
{
    *i->hash.pprev = i->hash.next;
    if (i->hash.next)
        i->hash.next->pprev = i->hash.pprev;
}

#define inode_of(n) ((struct inode *)((char *)(n) - offsetof(struct inode, hash)))

int main(void)
{
    long ino = 0;
    while (__VERIFIER_nondet_int()) {
        struct inode *i = malloc(sizeof(*i));
        if (!i)
            abort();
        i->ino = ino++;
        hash_add(i);
    }
    for (int b = 0; b < BUCKETS; b++) {
        while (table[b].first) {
            struct inode *i = inode_of(table[b].first);
            hash_del(i);
            free(i);
        }
    }
    return 0;
}
