// expect: false valid-free
// domains: fa, product
// A sentinel record on the stack points to itself; a record in the heap is
// made as a copy of it (a struct assignment copies the self-pointer and the
// null link) and linked after it. The walk from the sentinel frees the
// heap records, then the copy is freed once more.
#include <stdlib.h>

struct record {
  struct record *self;
  struct record *next;
};

static void link_copy(struct record *sentinel, struct record *copy) {
  *copy = *sentinel;
  sentinel->next = copy;
}

static void free_after(struct record *sentinel) {
  struct record *r = sentinel->next;
  while (r) {
    struct record *next = r->next;
    free(r);
    r = next;
  }
}

int main(void) {
  struct record sentinel = {.self = &sentinel, .next = NULL};
  struct record *copy = malloc(sizeof *copy);
  link_copy(&sentinel, copy);
  free_after(sentinel.self);
  free(copy); // ERROR
  return 0;
}
