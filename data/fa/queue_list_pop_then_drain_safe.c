// expect: true
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* A singly linked list of queues; each queue keeps its doubly linked
   jobs by the oldest (head) and the newest (tail). */
struct job {
  struct job *newer;
  struct job *older;
};

struct queue {
  struct queue *next;
  struct job *head;
  struct job *tail;
};

/* pushes a new job at the tail of q */
static void push(struct queue *q) {
  struct job *j = malloc(sizeof(struct job));
  if (!j)
    abort();
  j->newer = NULL;
  j->older = q->tail;
  if (q->tail)
    q->tail->newer = j;
  else
    q->head = j;
  q->tail = j;
}

int main(void) {
  struct queue *all = NULL;
  while (__VERIFIER_nondet_int()) {
    struct queue *q = malloc(sizeof(struct queue));
    if (!q)
      abort();
    q->next = all;
    q->head = NULL;
    q->tail = NULL;
    while (__VERIFIER_nondet_int())
      push(q);
    all = q;
  }
  /* each queue loses its oldest job first */
  struct queue *w = all;
  while (w) {
    if (w->head) {
      struct job *old = w->head;
      w->head = old->newer;
      if (w->head)
        w->head->older = NULL;
      else
        w->tail = NULL;
      free(old);
    }
    w = w->next;
  }
  /* then each queue is drained from its newest job and freed */
  while (all) {
    struct queue *q = all;
    all = all->next;
    while (q->tail) {
      struct job *j = q->tail;
      q->tail = j->older;
      free(j);
    }
    free(q);
  }
  return 0;
}
