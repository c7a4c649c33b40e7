// expect: true
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* A ring with a sentinel head, grown at its tail; the levels rise from 1 to 3. */
struct node {
  struct node *next;
  int level;
};

int main(void) {
  struct node *head = malloc(sizeof(struct node));
  head->next = head;
  head->level = 0;
  struct node *tail = head;
  int level = 1;
  while (__VERIFIER_nondet_int()) {
    tail->next = malloc(sizeof(struct node));
    tail = tail->next;
    tail->next = head;
    if (__VERIFIER_nondet_int() && level < 3)
      level++;
    tail->level = level;
  }
  struct node *p = head->next;
  while (p != head) {
    struct node *next = p->next;
    free(p);
    p = next;
  }
  free(head);
  return 0;
}
