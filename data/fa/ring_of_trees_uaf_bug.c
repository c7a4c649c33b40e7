// expect: false valid-deref
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* A ring of bags behind a sentinel; each bag owns a binary tree of
   items. The teardown flattens each tree by right rotations before it
   frees the bag, so an inner loop runs between two frees of the ring. */
struct item {
  struct item *left;
  struct item *right;
};

struct bag {
  struct bag *next;
  struct item *items;
};

/* one item put at a random leaf position of the tree at *root */
static void add_item(struct item **root) {
  struct item *it = malloc(sizeof *it);
  if (!it)
    abort();
  it->left = NULL;
  it->right = NULL;
  while (*root)
    root = __VERIFIER_nondet_int() ? &(*root)->left : &(*root)->right;
  *root = it;
}

/* frees a tree without a stack: a left child is rotated up until the
   root has none, then the root goes -- but its right child is read
   from the freed root */
static void free_items(struct item *root) {
  while (root) {
    struct item *l = root->left;
    if (l) {
      root->left = l->right;
      l->right = root;
      root = l;
    } else {
      free(root);
      root = root->right; // ERROR
    }
  }
}

int main(void) {
  struct bag *sent = malloc(sizeof *sent);
  if (!sent)
    abort();
  sent->next = sent;
  sent->items = NULL;
  while (__VERIFIER_nondet_int()) {
    struct bag *b = malloc(sizeof *b);
    if (!b)
      abort();
    b->items = NULL;
    while (__VERIFIER_nondet_int())
      add_item(&b->items);
    b->next = sent->next;
    sent->next = b;
  }
  struct bag *b = sent->next;
  while (b != sent) {
    struct bag *next = b->next;
    free_items(b->items);
    free(b);
    b = next;
  }
  free(sent);
  return 0;
}
