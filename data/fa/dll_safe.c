// expect: true
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node {
  struct node *next;
  struct node *prev;
};

int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof(struct node));
    n->next = head;
    n->prev = NULL;
    if (head)
      head->prev = n;
    head = n;
  }
  while (head) {
    struct node *next = head->next;
    if (next)
      next->prev = NULL;
    free(head);
    head = next;
  }
  return 0;
}
