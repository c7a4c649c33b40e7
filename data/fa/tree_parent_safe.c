// expect: true
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node {
  struct node *left;
  struct node *right;
  struct node *parent;
};

int main(void) {
  struct node *root = malloc(sizeof(struct node));
  root->left = NULL;
  root->right = NULL;
  root->parent = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *t = root;
    while (t->left && t->right) {
      if (__VERIFIER_nondet_int())
        t = t->left;
      else
        t = t->right;
    }
    struct node *n = malloc(sizeof(struct node));
    n->left = NULL;
    n->right = NULL;
    n->parent = t;
    if (!t->left)
      t->left = n;
    else
      t->right = n;
  }
  /* destroy bottom-up, climbing with the parent pointers */
  struct node *t = root;
  while (t) {
    if (t->left) {
      t = t->left;
    } else if (t->right) {
      t = t->right;
    } else {
      struct node *p = t->parent;
      if (p) {
        if (p->left == t)
          p->left = NULL;
        else
          p->right = NULL;
      }
      free(t);
      t = p;
    }
  }
  return 0;
}
