// expect: false valid-deref
// domains: fa, product
// Dancers join a line in couples, but a soloist may join once at the
// front; dismissing the line two by two then reads the link of a missing
// follower.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct dancer {
  struct dancer *next;
};

int main(void) {
  struct dancer *line = NULL;
  while (__VERIFIER_nondet_int()) {
    struct dancer *follower = malloc(sizeof *follower);
    follower->next = line;
    line = follower;
    struct dancer *leader = malloc(sizeof *leader);
    leader->next = line;
    line = leader;
  }
  if (__VERIFIER_nondet_int()) {
    struct dancer *soloist = malloc(sizeof *soloist);
    soloist->next = line;
    line = soloist;
  }
  while (line) {
    struct dancer *leader = line;
    struct dancer *follower = leader->next;
    line = follower->next; // ERROR
    free(leader);
    free(follower);
  }
  return 0;
}
