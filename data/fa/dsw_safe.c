// expect: true
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node {
  struct node *left;
  struct node *right;
};

int main(void) {
  struct node *root = malloc(sizeof(struct node));
  root->left = NULL;
  root->right = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof(struct node));
    n->left = NULL;
    n->right = NULL;
    struct node *t = root;
    for (;;) {
      if (__VERIFIER_nondet_int()) {
        if (!t->left) {
          t->left = n;
          break;
        }
        t = t->left;
      } else {
        if (!t->right) {
          t->right = n;
          break;
        }
        t = t->right;
      }
    }
  }
  /* Deutsch-Schorr-Waite traversal (Lindstrom's variant with a sentinel) */
  struct node *sentinel = malloc(sizeof(struct node));
  struct node *prev = sentinel;
  struct node *cur = root;
  while (cur != sentinel) {
    struct node *next = cur->left;
    cur->left = cur->right;
    cur->right = prev;
    prev = cur;
    cur = next;
    if (!cur) {
      cur = prev;
      prev = NULL;
    }
  }
  free(sentinel);
  /* destroy: repeatedly remove a leaf */
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
    free(t);
  }
  return 0;
}
