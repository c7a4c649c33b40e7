// expect: true
// property: unreach-call
// domains: fa, product
#include <stdlib.h>

extern void reach_error(void);

/* A doubly linked list of as many nodes as asked, built by a counted loop in
 * a helper, and popped as many times by another: the teardown relies on the
 * length the builder gave. */
struct node {
  struct node *next;
  struct node *prev;
  int payload;
};

struct node *build(int count, int payload) {
  struct node *head = NULL;
  for (; count > 0; count--) {
    struct node *n = malloc(sizeof(struct node));
    n->next = head;
    n->prev = NULL;
    n->payload = payload;
    if (head)
      head->prev = n;
    head = n;
  }
  return head;
}

void pop(struct node **head) {
  struct node *next = (*head)->next;
  free(*head);
  *head = next;
  if (next)
    next->prev = NULL;
}

int main(void) {
  const int count = 4;
  struct node *list = build(count, 7);
  for (int i = 0; i < count; i++)
    pop(&list);
  if (list != NULL)
    reach_error();
  return 0;
}
