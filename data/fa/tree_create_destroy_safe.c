// expect: true
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node {
  struct node *left;
  struct node *right;
  int data;
};

int main(void) {
  struct node *root = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof(struct node));
    n->left = NULL;
    n->right = NULL;
    n->data = __VERIFIER_nondet_int();
    if (!root) {
      root = n;
    } else {
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
  }
  /* destroy: repeatedly remove a leaf, walking down from the root */
  while (root) {
    struct node *p = NULL;
    struct node *t = root;
    while (t->left || t->right) {
      p = t;
      if (t->left)
        t = t->left;
      else
        t = t->right;
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
