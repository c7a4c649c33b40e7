// expect: false valid-memtrack
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* A 2-level skip list with a head node and no tail: both levels end in
   NULL, so the last node of level 2 looks like a node of level 1 alone. */
struct item {
  struct item *n1; /* level 1: every item */
  struct item *n2; /* level 2: some items, NULL at the end */
};

int main(void) {
  struct item *head = malloc(sizeof(struct item));
  if (!head)
    return 0;
  head->n1 = NULL;
  head->n2 = NULL;
  while (__VERIFIER_nondet_int()) {
    struct item *up = head;
    while (up->n2 && __VERIFIER_nondet_int())
      up = up->n2;
    struct item *at = up;
    while (at->n1 != up->n2 && __VERIFIER_nondet_int())
      at = at->n1;
    struct item *it = malloc(sizeof(struct item));
    if (!it)
      break;
    it->n1 = at->n1;
    at->n1 = it;
    it->n2 = NULL;
    if (__VERIFIER_nondet_int()) {
      it->n2 = up->n2;
      up->n2 = it;
    }
  }
  /* free everything along level 2: the items of level 1 alone leak */
  while (head) {
    struct item *next = head->n2;
    free(head);
    head = next; // ERROR
  }
  return 0;
}
