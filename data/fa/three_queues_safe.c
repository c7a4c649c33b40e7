// expect: true
// property: unreach-call
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* Three queues for items of kind 0, 1 and 2, each holding a list of its
 * items; a new item is appended at the end of its queue's list. The
 * cursors are declared once for the whole function, so after an insertion
 * they still point into the lists, where the program never reads them
 * again. */
struct item {
  struct item *next;
  int kind;
};

struct queue {
  struct queue *next;
  struct item *items;
  int kind;
};

int main(void) {
  struct queue *first = malloc(sizeof(struct queue));
  struct queue *second = malloc(sizeof(struct queue));
  struct queue *third = malloc(sizeof(struct queue));
  first->next = second;
  first->items = NULL;
  first->kind = 0;
  second->next = third;
  second->items = NULL;
  second->kind = 1;
  third->next = NULL;
  third->items = NULL;
  third->kind = 2;
  struct queue *q;
  struct item *it, *last;
  while (__VERIFIER_nondet_int()) {
    it = malloc(sizeof(struct item));
    it->next = NULL;
    it->kind = __VERIFIER_nondet_int() ? 0 : __VERIFIER_nondet_int() ? 1 : 2;
    q = first;
    while (q->kind != it->kind)
      q = q->next;
    if (!q->items) {
      q->items = it;
    } else {
      last = q->items;
      while (last->next)
        last = last->next;
      last->next = it;
    }
  }
  while (first) {
    q = first;
    first = q->next;
    while (q->items) {
      it = q->items;
      q->items = it->next;
      if (it->kind != q->kind)
        reach_error();
      free(it);
    }
    free(q);
  }
  return 0;
}
