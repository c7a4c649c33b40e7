// expect: false valid-deref
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct inner {
  struct inner *next;
  struct inner *prev;
};

struct outer {
  struct outer *next;
  struct outer *prev;
  struct inner *ring;
};

int main(void) {
  struct outer *first = NULL;
  while (__VERIFIER_nondet_int()) {
    struct outer *o = malloc(sizeof(struct outer));
    struct inner *h = malloc(sizeof(struct inner));
    h->next = h;
    h->prev = h;
    while (__VERIFIER_nondet_int()) {
      struct inner *i = malloc(sizeof(struct inner));
      i->next = h->next;
      i->prev = h;
      h->next->prev = i;
      h->next = i;
    }
    o->ring = h;
    o->prev = NULL;
    o->next = first;
    if (first)
      first->prev = o;
    first = o;
  }
  while (first) {
    struct outer *next = first->next;
    struct inner *h = first->ring;
    struct inner *i = h->next;
    while (i != h) {
      struct inner *t = i->next;
      free(i);
      i = t;
    }
    free(h);
    free(first);
    if (next)
      next->prev = first->prev; // ERROR
    first = next;
  }
  return 0;
}
