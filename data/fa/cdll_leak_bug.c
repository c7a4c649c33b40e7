// expect: false valid-memtrack
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node {
  struct node *next;
  struct node *prev;
};

int main(void) {
  struct node *head = malloc(sizeof(struct node));
  head->next = head;
  head->prev = head;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof(struct node));
    n->next = head->next;
    n->prev = head;
    head->next->prev = n;
    head->next = n;
  }
  struct node *p = head->next->next;
  while (p != head) {
    struct node *next = p->next;
    free(p);
    p = next;
  }
  free(head);
  return 0; // ERROR
}
