// expect: true
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* A binary tree whose nodes each keep a doubly linked list of entries
   by its first and its last entry (a queue per node). */
struct entry {
  struct entry *next;
  struct entry *prev;
};

struct node {
  struct node *left;
  struct node *right;
  struct entry *first;
  struct entry *last;
};

/* a node with a queue of any length, entries appended at the back */
static struct node *new_node(void) {
  struct node *n = malloc(sizeof(struct node));
  if (!n)
    abort();
  n->left = NULL;
  n->right = NULL;
  n->first = NULL;
  n->last = NULL;
  while (__VERIFIER_nondet_int()) {
    struct entry *e = malloc(sizeof(struct entry));
    if (!e)
      abort();
    e->next = NULL;
    e->prev = n->last;
    if (n->last)
      n->last->next = e;
    else
      n->first = e;
    n->last = e;
  }
  return n;
}

/* frees the subtrees, then the queue from its back, then the node */
static void destroy(struct node *n) {
  if (!n)
    return;
  destroy(n->left);
  destroy(n->right);
  struct entry *e = n->last;
  while (e) {
    struct entry *before = e->prev;
    free(e);
    e = before;
  }
  free(n);
}

int main(void) {
  struct node *root = new_node();
  while (__VERIFIER_nondet_int()) {
    struct node *n = root;
    for (;;) {
      if (__VERIFIER_nondet_int()) {
        if (!n->left) {
          n->left = new_node();
          break;
        }
        n = n->left;
      } else {
        if (!n->right) {
          n->right = new_node();
          break;
        }
        n = n->right;
      }
    }
  }
  destroy(root);
  return 0;
}
