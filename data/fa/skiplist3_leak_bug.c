// expect: false valid-memtrack
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct item {
  struct item *n1; /* level 1: every item */
  struct item *n2; /* level 2: some items */
  struct item *n3; /* level 3: some level-2 items */
};

int main(void) {
  struct item *head = malloc(sizeof(struct item));
  struct item *tail = malloc(sizeof(struct item));
  head->n1 = tail;
  head->n2 = tail;
  head->n3 = tail;
  tail->n1 = NULL;
  tail->n2 = NULL;
  tail->n3 = NULL;
  while (__VERIFIER_nondet_int()) {
    /* find a random position, descending from level 3 to level 1 */
    struct item *p3 = head;
    while (p3->n3 != tail && __VERIFIER_nondet_int())
      p3 = p3->n3;
    struct item *p2 = p3;
    while (p2->n2 != p3->n3 && __VERIFIER_nondet_int())
      p2 = p2->n2;
    struct item *p1 = p2;
    while (p1->n1 != p2->n2 && __VERIFIER_nondet_int())
      p1 = p1->n1;
    struct item *it = malloc(sizeof(struct item));
    it->n1 = p1->n1;
    p1->n1 = it;
    it->n2 = NULL;
    it->n3 = NULL;
    if (__VERIFIER_nondet_int()) {
      it->n2 = p2->n2;
      p2->n2 = it;
      if (__VERIFIER_nondet_int()) {
        it->n3 = p3->n3;
        p3->n3 = it;
      }
    }
  }
  while (head) {
    struct item *next = head->n2;
    free(head);
    head = next; // ERROR
  }
  return 0;
}
