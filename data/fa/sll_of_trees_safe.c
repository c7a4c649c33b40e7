// expect: true
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct tree {
  struct tree *left;
  struct tree *right;
};

struct item {
  struct item *next;
  struct tree *root;
};

int main(void) {
  struct item *list = NULL;
  while (__VERIFIER_nondet_int()) {
    struct item *it = malloc(sizeof(struct item));
    it->root = NULL;
    if (__VERIFIER_nondet_int()) {
      struct tree *t = malloc(sizeof(struct tree));
      t->left = NULL;
      t->right = NULL;
      it->root = t;
    }
    it->next = list;
    list = it;
  }
  while (list) {
    struct item *next = list->next;
    free(list->root);
    free(list);
    list = next;
  }
  return 0;
}
