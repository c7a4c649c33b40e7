// expect: true
// domains: fa, product
// Dancers join a line in couples: a leader and a follower, allocated at
// two places. The line is then dismissed two by two, which dereferences
// the follower's link only because the line's length is even: the FA
// labels must tell the two allocation sites apart (a refined pass).
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
  while (line) {
    struct dancer *leader = line;
    struct dancer *follower = leader->next;
    line = follower->next;
    free(leader);
    free(follower);
  }
  return 0;
}
