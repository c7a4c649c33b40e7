// expect: false unreach-call
// domains: smg, fa, product
// property: unreach-call
// bug: insert_after forgets the back link of the successor
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

typedef struct dll {
  struct dll *next, *prev;
} DLL;

static void insert_after(DLL *pos, DLL *n) {
  n->prev = pos;
  n->next = pos->next;
  pos->next = n;
}

int main(void) {
  DLL *head = malloc(sizeof(DLL));
  if (!head)
    abort();
  head->next = head->prev = NULL;
  while (__VERIFIER_nondet_int()) {
    DLL *pos = head;
    while (pos->next && __VERIFIER_nondet_int())
      pos = pos->next;
    DLL *n = malloc(sizeof(DLL));
    if (!n)
      abort();
    insert_after(pos, n);
  }
  for (DLL *p = head; p->next; p = p->next)
    if (p->next->prev != p)
      reach_error(); // ERROR
  while (head) {
    DLL *n = head->next;
    free(head);
    head = n;
  }
  return 0;
}
