// expect: false valid-deref
// domains: fa, product
// A pair of cells is printed, then freed: printf prints pointers with %p
// but the loop that frees the pair reads the value of a freed cell.
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
    printf("freed %p: %d\n", (void *)c, c->value); // ERROR
    c = next;
  }
  return 0;
}
