// expect: false valid-deref
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* Two hash chains linked as Linux hlists: each node's back link points to
   the field that points to the node (the bucket's head or the previous
   node's next). Nodes are hashed by the low bit of their key; every node
   of one key is unlinked from its chain, then both chains are emptied; the
   unlinking forgets to move the successor's back link, which then points
   into a freed node. */
struct chain_node {
  struct chain_node *next;
  struct chain_node **back;
  int key;
};

static void unlink_node(struct chain_node *n) {
  *n->back = n->next; // ERROR
}

int main(void) {
  struct chain_node *bucket[2] = {NULL, NULL};
  while (__VERIFIER_nondet_int()) {
    struct chain_node *n = malloc(sizeof(struct chain_node));
    if (n == NULL)
      abort();
    n->key = __VERIFIER_nondet_int();
    struct chain_node **head = &bucket[n->key & 1];
    n->next = *head;
    if (*head)
      (*head)->back = &n->next;
    *head = n;
    n->back = head;
  }
  int key = __VERIFIER_nondet_int();
  struct chain_node *n = bucket[key & 1];
  while (n) {
    struct chain_node *after = n->next;
    if (n->key == key) {
      unlink_node(n);
      free(n);
    }
    n = after;
  }
  for (int b = 0; b < 2; b++) {
    while (bucket[b]) {
      struct chain_node *first = bucket[b];
      unlink_node(first);
      free(first);
    }
  }
  return 0;
}
