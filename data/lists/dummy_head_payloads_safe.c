// expect: true
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* A list behind a dummy head: every real node owns a payload, the head
   owns none (its payload pointer stays null). */
struct payload {
  int value;
};

struct node {
  struct node *next;
  struct payload *data;
};

int main(void) {
  struct node *head = malloc(sizeof *head);
  if (!head)
    abort();
  head->next = NULL;
  head->data = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n)
      abort();
    n->data = malloc(sizeof *n->data);
    if (!n->data)
      abort();
    n->data->value = __VERIFIER_nondet_int();
    n->next = head->next;
    head->next = n;
  }
  struct node *n = head->next;
  while (n) {
    struct node *next = n->next;
    free(n->data);
    free(n);
    n = next;
  }
  free(head);
  return 0;
}
