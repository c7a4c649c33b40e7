// expect: true
// domains: fa, product
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* A 3-level skip list whose sentinels are known only to a header on the
   heap. An item's upper links are written only when it is linked on that
   level: on the levels above its own they stay uninitialised. */
struct item {
  struct item *l1; /* level 1: every item */
  struct item *l2; /* level 2: some items */
  struct item *l3; /* level 3: some level-2 items */
};

struct list3 {
  struct item *lo; /* sentinel before all items, on every level */
  struct item *hi; /* sentinel after all items, on every level */
};

static struct list3 *create(void) {
  struct list3 *sl = malloc(sizeof(struct list3));
  sl->lo = malloc(sizeof(struct item));
  sl->hi = malloc(sizeof(struct item));
  sl->lo->l1 = sl->hi;
  sl->lo->l2 = sl->hi;
  sl->lo->l3 = sl->hi;
  sl->hi->l1 = NULL;
  sl->hi->l2 = NULL;
  sl->hi->l3 = NULL;
  return sl;
}

/* Links a new item at a random place: a window between two neighbours on
   level 3 is chosen, then one on level 2 inside it, then a place on level
   1 inside that; the item joins level 1, maybe level 2, maybe level 3. */
static void add(struct list3 *sl) {
  struct item *w3 = sl->lo;
  while (w3->l3 != sl->hi && __VERIFIER_nondet_int())
    w3 = w3->l3;
  struct item *w2 = w3;
  while (w2->l2 != w3->l3 && __VERIFIER_nondet_int())
    w2 = w2->l2;
  struct item *w1 = w2;
  while (w1->l1 != w2->l2 && __VERIFIER_nondet_int())
    w1 = w1->l1;
  struct item *it = malloc(sizeof(struct item));
  it->l1 = w1->l1;
  w1->l1 = it;
  if (!__VERIFIER_nondet_int())
    return;
  it->l2 = w2->l2;
  w2->l2 = it;
  if (!__VERIFIER_nondet_int())
    return;
  it->l3 = w3->l3;
  w3->l3 = it;
}

/* Frees every item along level 1, sentinels included, then the header. */
static void destroy(struct list3 *sl) {
  struct item *it = sl->lo;
  while (it != NULL) {
    struct item *next = it->l1;
    free(it);
    it = next;
  }
  free(sl);
}

int main(void) {
  struct list3 *sl = create();
  while (__VERIFIER_nondet_int())
    add(sl);
  destroy(sl);
  return 0;
}
