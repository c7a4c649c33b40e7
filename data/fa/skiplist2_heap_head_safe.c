// expect: true
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* A 2-level skip list whose sentinels are known only to a header on the
   heap: every use of the first and the last node reads it from there. */
struct node {
  struct node *next; /* level 1: every node */
  struct node *skip; /* level 2: some nodes */
};

struct skiplist {
  struct node *first; /* sentinel before all nodes, on both levels */
  struct node *last;  /* sentinel after all nodes, on both levels */
};

static struct node *node_new(void) {
  struct node *n = malloc(sizeof(struct node));
  n->next = NULL;
  n->skip = NULL;
  return n;
}

/* Links a new node at a random place between the sentinels: the window
   between two neighbours on level 2 is chosen first, then a place in it. */
static void insert(struct skiplist *sl) {
  struct node *upper = sl->first;
  while (upper->skip != sl->last && __VERIFIER_nondet_int())
    upper = upper->skip;
  struct node *lower = upper;
  while (lower->next != upper->skip && __VERIFIER_nondet_int())
    lower = lower->next;
  struct node *n = node_new();
  n->next = lower->next;
  lower->next = n;
  if (__VERIFIER_nondet_int()) {
    n->skip = upper->skip;
    upper->skip = n;
  }
}

/* Frees the nodes from the first one on, along level 1, then the header. */
static void dispose(struct skiplist *sl) {
  while (sl->first != NULL) {
    struct node *gone = sl->first;
    sl->first = gone->next;
    free(gone);
  }
  free(sl);
}

int main(void) {
  struct skiplist *sl = malloc(sizeof(struct skiplist));
  sl->first = node_new();
  sl->last = node_new();
  sl->first->next = sl->last;
  sl->first->skip = sl->last;
  while (__VERIFIER_nondet_int())
    insert(sl);
  dispose(sl);
  return 0;
}
