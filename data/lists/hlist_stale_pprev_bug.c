// expect: false valid-deref
// domains: smg, fa, product
// bug: hlist_del forgets next->pprev, so deleting the successor writes into a freed node
#include <stdlib.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);

struct hlist_node {
  struct hlist_node *next, **pprev;
};
struct hlist_head {
  struct hlist_node *first;
};

struct entry {
  int key;
  struct hlist_node node;
};

#define hentry(ptr) ((struct entry *)((char *)(ptr) - offsetof(struct entry, node)))

static void hlist_add_head(struct hlist_node *n, struct hlist_head *h) {
  struct hlist_node *first = h->first;
  n->next = first;
  if (first)
    first->pprev = &n->next;
  h->first = n;
  n->pprev = &h->first;
}

static void hlist_del(struct hlist_node *n) {
  *n->pprev = n->next; // ERROR
}

int main(void) {
  struct hlist_head h = { NULL };
  while (__VERIFIER_nondet_int()) {
    struct entry *e = malloc(sizeof *e);
    if (!e)
      abort();
    e->key = 0;
    hlist_add_head(&e->node, &h);
  }
  while (h.first) {
    struct hlist_node *n = h.first;
    hlist_del(n);
    free(hentry(n));
  }
  return 0;
}
