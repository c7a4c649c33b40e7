// expect: false valid-deref
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* A recursive walk records the values of a list of at most eleven nodes in
   an array of ten: the eleventh is written past its end. */
struct node {
  struct node *next;
  int value;
};

static int seen[10];

static int walk(struct node *n, int depth) {
  if (!n)
    return depth;
  seen[depth] = n->value; // ERROR
  return walk(n->next, depth + 1);
}

int main(void) {
  struct node *head = NULL;
  int count = 0;
  while (count < 11 && __VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof(*n));
    if (!n)
      return 1;
    n->value = count;
    n->next = head;
    head = n;
    count++;
  }
  int len = walk(head, 0);
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return len;
}
