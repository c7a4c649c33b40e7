// expect: false valid-memtrack
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* A list behind a dummy head: every real node owns a payload, the head
   owns none (its payload pointer stays null). The teardown scrubs each
   node's payload pointer before it frees the payload. */
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
    n->data = NULL; // ERROR
    free(n->data);
    free(n);
    n = next;
  }
  free(head);
  return 0;
}
