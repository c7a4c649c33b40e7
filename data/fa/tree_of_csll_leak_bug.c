// expect: false valid-memtrack
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct inner {
  struct inner *next;
};

struct node {
  struct node *left;
  struct node *right;
  struct inner *ring;
};

/* a cyclic list of at least one cell */
struct inner *ring(void) {
  struct inner *h = malloc(sizeof(struct inner));
  h->next = h;
  while (__VERIFIER_nondet_int()) {
    struct inner *i = malloc(sizeof(struct inner));
    i->next = h->next;
    h->next = i;
  }
  return h;
}

void destroy_ring(struct inner *h) {
  struct inner *i = h->next;
  while (i != h) {
    struct inner *t = i->next;
    free(i);
    i = t;
  }
  free(h);
}

int main(void) {
  struct node *root = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof(struct node));
    n->left = NULL;
    n->right = NULL;
    n->ring = ring();
    struct node **slot = &root;
    while (*slot)
      slot = __VERIFIER_nondet_int() ? &(*slot)->left : &(*slot)->right;
    *slot = n;
  }
  while (root) {
    struct node *p = NULL;
    struct node *t = root;
    while (t->left || t->right) {
      p = t;
      t = t->left ? t->left : t->right;
    }
    if (!p)
      root = NULL;
    else if (p->left == t)
      p->left = NULL;
    else
      p->right = NULL;
    free(t->ring);
    free(t); // ERROR
  }
  return 0;
}
