// expect: false valid-deref
// domains: smg, fa, product
// bug: the destroy loop also frees the sentinel, then the loop test reads it
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct elem {
  struct elem *next, *prev;
};

static void link_before(struct elem *pos, struct elem *e) {
  e->next = pos;
  e->prev = pos->prev;
  pos->prev->next = e;
  pos->prev = e;
}

int main(void) {
  struct elem *sent = malloc(sizeof *sent);
  if (!sent)
    abort();
  sent->next = sent->prev = sent;
  while (__VERIFIER_nondet_int()) {
    struct elem *e = malloc(sizeof *e);
    if (!e)
      abort();
    link_before(sent, e);
  }
  struct elem *p = sent->next;
  do {
    struct elem *n = p->next;
    free(p);
    p = n;
  } while (p != sent->next); // ERROR
  return 0;
}
