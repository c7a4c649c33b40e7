// expect: true
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* A 2-level skip list with a head node and no tail (both levels end in
   NULL): items inserted at random, one removed at random. */
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
  /* remove a random item: find its predecessors on both levels */
  struct item *up = head;
  while (up->n2 && __VERIFIER_nondet_int())
    up = up->n2;
  struct item *at = up;
  while (at->n1 && at->n1 != up->n2 && __VERIFIER_nondet_int())
    at = at->n1;
  struct item *gone = at->n1;
  if (gone) {
    if (up->n2 == gone)
      up->n2 = gone->n2;
    at->n1 = gone->n1;
    free(gone);
  }
  /* free everything along level 1 */
  while (head) {
    struct item *next = head->n1;
    free(head);
    head = next;
  }
  return 0;
}
