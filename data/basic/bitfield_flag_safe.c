// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* Records whose 1-bit flag says whether the list owns them: the flag
   shares a byte, which malloc left unset, with seven spare bits cleared
   first. */
struct record {
  struct record *next;
  unsigned owned : 1;
  unsigned spare : 7;
};

int main(void) {
  struct record *list = NULL;
  while (__VERIFIER_nondet_int()) {
    struct record *r = malloc(sizeof(*r));
    if (!r)
      break;
    r->spare = 0;
    r->owned = 1;
    r->next = list;
    list = r;
  }
  while (list) {
    struct record *next = list->next;
    if (list->owned)
      free(list);
    list = next;
  }
  return 0;
}
