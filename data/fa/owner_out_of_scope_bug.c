// expect: false valid-deref
// domains: fa
#include <stdlib.h>

/* the nodes point back to a descriptor that lives in the frame of build() */
struct list;

struct node {
  struct node *next;
  struct list *owner;
};

struct list {
  struct node *first;
  int length;
};

static struct node *build(void) {
  struct list l = {NULL, 0};
  for (int i = 0; i < 2; i++) {
    struct node *n = malloc(sizeof(*n));
    n->next = l.first;
    n->owner = &l;
    l.first = n;
    l.length++;
  }
  return l.first;
}

int main(void) {
  struct node *first = build();
  int length = first->owner->length; // ERROR
  while (first != NULL) {
    struct node *next = first->next;
    free(first);
    first = next;
  }
  return length;
}
