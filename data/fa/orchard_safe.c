// expect: true
// domains: fa, product
// An orchard tree grows by grafting: a bud at a free left slot, or a
// twig of two nodes at a free right slot, each node allocated at its own
// place and pointing to its parent. It is cut down with a stack of the
// branches still to cut.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct branch {
  struct branch *left;
  struct branch *right;
  struct branch *parent;
};

struct todo {
  struct todo *next;
  struct branch *branch;
};

int main(void) {
  struct branch *trunk = malloc(sizeof *trunk);
  trunk->left = NULL;
  trunk->right = NULL;
  trunk->parent = NULL;
  while (__VERIFIER_nondet_int()) {
    struct branch *b = trunk;
    while (b->left && b->right)
      b = __VERIFIER_nondet_int() ? b->left : b->right;
    if (!b->left) {
      struct branch *bud = malloc(sizeof *bud);
      bud->left = NULL;
      bud->right = NULL;
      bud->parent = b;
      b->left = bud;
    } else {
      struct branch *twig = malloc(sizeof *twig);
      twig->right = NULL;
      twig->parent = b;
      twig->left = malloc(sizeof *twig);
      twig->left->left = NULL;
      twig->left->right = NULL;
      twig->left->parent = twig;
      b->right = twig;
    }
  }
  struct todo *stack = malloc(sizeof *stack);
  stack->next = NULL;
  stack->branch = trunk;
  while (stack) {
    struct todo *top = stack;
    struct branch *b = top->branch;
    stack = top->next;
    free(top);
    if (b->left) {
      struct todo *t = malloc(sizeof *t);
      t->branch = b->left;
      t->next = stack;
      stack = t;
    }
    if (b->right) {
      struct todo *t = malloc(sizeof *t);
      t->branch = b->right;
      t->next = stack;
      stack = t;
    }
    free(b);
  }
  return 0;
}
