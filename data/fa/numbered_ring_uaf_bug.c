// expect: false valid-deref
// domains: smg, fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct seat {
  int number;
  struct seat *next;
  struct seat *prev;
};

int main(void) {
  /* a ring of at least one seat */
  struct seat *first = malloc(sizeof(struct seat));
  if (!first)
    return 0;
  first->next = first;
  first->prev = first;
  while (__VERIFIER_nondet_int()) {
    struct seat *s = malloc(sizeof(struct seat));
    if (!s)
      break;
    s->next = first->next;
    s->prev = first;
    first->next->prev = s;
    first->next = s;
  }
  /* number the seats once round the ring */
  int count = 0;
  struct seat *s = first;
  do {
    count++;
    s->number = count;
    s = s->next;
  } while (s != first);
  /* open the ring and clear it backwards */
  s = first->prev;
  first->prev = NULL;
  while (s) {
    free(s);
    s = s->prev; // ERROR
  }
  return count > 0 ? 0 : 1;
}
