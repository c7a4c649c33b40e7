// expect: true
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node {
  struct node *left;
  struct node *right;
  struct node *parent;
  int red;
};

struct node *root;

void rotate_left(struct node *x) {
  struct node *y = x->right;
  x->right = y->left;
  if (y->left)
    y->left->parent = x;
  y->parent = x->parent;
  if (!x->parent)
    root = y;
  else if (x == x->parent->left)
    x->parent->left = y;
  else
    x->parent->right = y;
  y->left = x;
  x->parent = y;
}

void rotate_right(struct node *x) {
  struct node *y = x->left;
  x->left = y->right;
  if (y->right)
    y->right->parent = x;
  y->parent = x->parent;
  if (!x->parent)
    root = y;
  else if (x == x->parent->right)
    x->parent->right = y;
  else
    x->parent->left = y;
  y->right = x;
  x->parent = y;
}

void insert(void) {
  struct node *z = malloc(sizeof(struct node));
  z->left = NULL;
  z->right = NULL;
  z->red = 1;
  struct node *y = NULL;
  struct node *x = root;
  int left = 0;
  while (x) {
    y = x;
    left = __VERIFIER_nondet_int();
    x = left ? x->left : x->right;
  }
  z->parent = y;
  if (!y)
    root = z;
  else if (left)
    y->left = z;
  else
    y->right = z;
  /* rebalance */
  while (z->parent && z->parent->red && z->parent->parent) {
    struct node *p = z->parent;
    struct node *g = p->parent;
    if (p == g->left) {
      struct node *u = g->right;
      if (u && u->red) {
        p->red = 0;
        u->red = 0;
        g->red = 1;
        z = g;
      } else {
        if (z == p->right) {
          z = p;
          rotate_left(z);
          p = z->parent;
        }
        p->red = 0;
        g->red = 1;
        rotate_right(g);
      }
    } else {
      struct node *u = g->left;
      if (u && u->red) {
        p->red = 0;
        u->red = 0;
        g->red = 1;
        z = g;
      } else {
        if (z == p->left) {
          z = p;
          rotate_right(z);
          p = z->parent;
        }
        p->red = 0;
        g->red = 1;
        rotate_left(g);
      }
    }
  }
  root->red = 0;
}

int main(void) {
  root = NULL;
  while (__VERIFIER_nondet_int())
    insert();
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
  root = NULL;
  return 0;
}
