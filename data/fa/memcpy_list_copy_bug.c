// expect: false valid-free
// domains: fa
#include <stdlib.h>
#include <string.h>

struct node {
  struct node *next;
  long key;
};

/* a shallow copy of a node shares its successor, which is freed twice */
int main(void) {
  struct node *second = malloc(sizeof(*second));
  second->next = NULL;
  second->key = 2;
  struct node *first = malloc(sizeof(*first));
  first->next = second;
  first->key = 1;
  struct node *copy = malloc(sizeof(*copy));
  memcpy(copy, first, sizeof(*copy));
  free(first->next);
  free(first);
  free(copy->next); // ERROR
  free(copy);
  return 0;
}
