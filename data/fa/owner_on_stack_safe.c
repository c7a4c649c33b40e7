// expect: true
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* a queue whose descriptor lives on the stack; every node points back to it */
struct queue;

struct node {
  struct node *next;
  struct queue *owner;
  int data;
};

struct queue {
  struct node *first;
  struct node **last_next; /* the next field of the last node, or &first */
};

static void enqueue(struct queue *q, int data) {
  struct node *n = malloc(sizeof(*n));
  n->next = NULL;
  n->owner = q;
  n->data = data;
  *q->last_next = n;
  q->last_next = &n->next;
}

static void drain(struct queue *q) {
  while (q->first != NULL) {
    struct node *n = q->first;
    if (n->owner != q)
      return; /* never: every node belongs to q */
    n->owner->first = n->next;
    free(n);
  }
  q->last_next = &q->first;
}

int main(void) {
  struct queue q;
  q.first = NULL;
  q.last_next = &q.first;
  while (__VERIFIER_nondet_int())
    enqueue(&q, __VERIFIER_nondet_int());
  drain(&q);
  return 0;
}
