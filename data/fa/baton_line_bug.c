// expect: false unreach-call
// property: unreach-call
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* A line of workers, exactly one of whom holds the baton: it is handed to
   one new worker while the line is built (the line grows until someone has
   it), and a walk along the line meets it once. */
struct worker {
  struct worker *next;
  int baton;
};

int main(void) {
  struct worker *first = malloc(sizeof(struct worker));
  first->next = NULL;
  first->baton = 0;
  struct worker *last = first;
  int handed = 0;
  while (!handed || __VERIFIER_nondet_int()) {
    struct worker *w = malloc(sizeof(struct worker));
    w->next = NULL;
    w->baton = 0;
    if (__VERIFIER_nondet_int()) { /* a second worker may take it too */
      w->baton = 1;
      handed = 1;
    }
    last->next = w;
    last = w;
  }
  int seen = 0;
  for (struct worker *w = first; w; w = w->next) {
    if (w->baton) {
      if (seen)
        reach_error(); // ERROR
      seen = 1;
    }
  }
  if (!seen)
    reach_error();
  while (first) {
    struct worker *next = first->next;
    free(first);
    first = next;
  }
  return 0;
}
