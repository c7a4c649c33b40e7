// expect: true
// domains: smg, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* Records hashed into four buckets by the low three bits of their key,
   folded onto the table: every key lands in the table. */
struct record {
  struct record *next;
  int key;
};

static unsigned bucket_of(int key) {
  unsigned h = (unsigned)key & 7u;
  if (h >= 4)
    h -= 4;
  return h;
}

int main(void) {
  struct record *table[4] = {NULL, NULL, NULL, NULL};
  while (__VERIFIER_nondet_int()) {
    struct record *r = malloc(sizeof(struct record));
    if (r == NULL)
      abort();
    r->key = __VERIFIER_nondet_int();
    unsigned h = bucket_of(r->key);
    r->next = table[h];
    table[h] = r;
  }
  for (int i = 0; i < 4; i++) {
    while (table[i] != NULL) {
      struct record *r = table[i];
      table[i] = r->next;
      free(r);
    }
  }
  return 0;
}
