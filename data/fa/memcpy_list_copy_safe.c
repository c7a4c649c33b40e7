// expect: true
// domains: fa
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

struct node {
  struct node *next;
  long key;
};

/* every node of a list is duplicated in place with memcpy: a -> a' -> b -> b' */
int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof(*n));
    n->next = head;
    n->key = __VERIFIER_nondet_int();
    head = n;
  }
  for (struct node *p = head; p != NULL; p = p->next->next) {
    struct node *copy = malloc(sizeof(*copy));
    memcpy(copy, p, sizeof(*copy));
    p->next = copy;
  }
  while (head != NULL) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
