// expect: true
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node {
  struct node *left;
  struct node *right;
};

struct stack {
  struct stack *next;
  struct node *node;
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
  struct stack *s = malloc(sizeof(struct stack));
  s->next = NULL;
  s->node = root;
  while (s) {
    struct stack *top = s;
    struct node *n = top->node;
    s = top->next;
    free(top);
    if (n->left) {
      struct stack *e = malloc(sizeof(struct stack));
      e->node = n->left;
      e->next = s;
      s = e;
    }
    if (n->right) {
      struct stack *e = malloc(sizeof(struct stack));
      e->node = n->right;
      e->next = s;
      s = e;
    }
    free(n);
  }
  return 0;
}
