// expect: true
// domains: smg, fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct link {
  struct link *next;
};

struct item {
  int key;
  struct link link;
};

/* container_of with the member's offset computed as a 32-bit unsigned
   number, as 32-bit code computes a size_t */
#define ITEM_OF(l) \
  ((struct item *)((char *)(l) - (unsigned long)(unsigned int)(unsigned long)&((struct item *)0)->link))

int main(void)
{
  struct link *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct item *it = malloc(sizeof(struct item));
    if (!it)
      break;
    it->key = 1;
    it->link.next = head;
    head = &it->link;
  }
  while (head) {
    struct link *next = head->next;
    free(ITEM_OF(head));
    head = next;
  }
  return 0;
}
