// expect: true
// domains: fa
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct inner {
  struct inner *next;
};

struct outer {
  struct outer *next;
  struct inner *ring;
};

int main(void) {
  struct outer *list = NULL;
  while (__VERIFIER_nondet_int()) {
    struct outer *o = malloc(sizeof(struct outer));
    struct inner *h = malloc(sizeof(struct inner));
    h->next = h;
    while (__VERIFIER_nondet_int()) {
      struct inner *i = malloc(sizeof(struct inner));
      i->next = h->next;
      h->next = i;
    }
    o->ring = h;
    o->next = list;
    list = o;
  }
  while (list) {
    struct outer *next = list->next;
    struct inner *h = list->ring;
    struct inner *i = h->next;
    while (i != h) {
      struct inner *t = i->next;
      free(i);
      i = t;
    }
    free(h);
    free(list);
    list = next;
  }
  return 0;
}
