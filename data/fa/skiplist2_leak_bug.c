// expect: false valid-memtrack
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct item {
  struct item *n1; /* level 1: every item */
  struct item *n2; /* level 2: some items */
};

int main(void) {
  struct item *head = malloc(sizeof(struct item));
  struct item *tail = malloc(sizeof(struct item));
  head->n1 = tail;
  head->n2 = tail;
  tail->n1 = NULL;
  tail->n2 = NULL;
  while (__VERIFIER_nondet_int()) {
    /* find a random position: first along level 2, then along level 1 */
    struct item *p2 = head;
    while (p2->n2 != tail && __VERIFIER_nondet_int())
      p2 = p2->n2;
    struct item *p1 = p2;
    while (p1->n1 != p2->n2 && __VERIFIER_nondet_int())
      p1 = p1->n1;
    struct item *it = malloc(sizeof(struct item));
    it->n1 = p1->n1;
    p1->n1 = it;
    if (__VERIFIER_nondet_int()) {
      it->n2 = p2->n2;
      p2->n2 = it;
    } else {
      it->n2 = NULL;
    }
  }
  while (head) {
    struct item *next = head->n2;
    free(head);
    head = next; // ERROR
  }
  return 0;
}
