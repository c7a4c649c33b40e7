// expect: false valid-deref
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
    if (__VERIFIER_nondet_int()) {
      n->left = root;
    } else {
      n->right = root;
    }
    root = n;
  }
  struct node *l = root->left;
  l->right = NULL; // ERROR
  return 0;
}
