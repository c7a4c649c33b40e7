// expect: true
// domains: fa, product
// A pair of cells is printed, then freed: printf prints pointers with %p
// (even freed ones) and numbers with %d, which reads no memory.
#include <stdio.h>
#include <stdlib.h>

struct cell {
  int value;
  struct cell *next;
};

int main(void) {
  struct cell *a = malloc(sizeof *a);
  struct cell *b = malloc(sizeof *b);
  a->value = 1;
  b->value = 2;
  a->next = b;
  b->next = NULL;
  printf("pair %p: %d then %d\n", (void *)a, a->value, a->next->value);
  struct cell *c = a;
  while (c) {
    struct cell *next = c->next;
    free(c);
    printf("freed %p\n", (void *)c);
    c = next;
  }
  return 0;
}
