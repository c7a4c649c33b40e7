// expect: true
// domains: smg, product
// A ring of two cells is freed by walking it until the walk comes back to
// the first cell, whose address is then compared after it was freed: the
// second cell was allocated before that free, so it never takes the freed
// address, and nothing leaks. (FA, which does not know the order of
// allocations and frees, must not confirm a leak here.)
#include <stdlib.h>

struct cell {
  struct cell *next;
};

int main(void) {
  struct cell *a = malloc(sizeof *a);
  struct cell *b = malloc(sizeof *b);
  a->next = b;
  b->next = a;
  struct cell *c = a;
  do {
    struct cell *next = c->next;
    free(c);
    c = next;
  } while (c != a);
  return 0;
}
