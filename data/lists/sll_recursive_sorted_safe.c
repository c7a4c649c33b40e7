// expect: true
// domains: smg, fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A sorted list kept by recursive functions: insertion walks down to the
   place of the new key, removal of one key rebuilds the list on the way
   back up. */
struct entry {
    int key;
    struct entry *next;
};

static struct entry *put(struct entry *list, struct entry *e)
{
    if (!list || e->key <= list->key) {
        e->next = list;
        return e;
    }
    list->next = put(list->next, e);
    return list;
}

static struct entry *drop_key(struct entry *list, int key)
{
    if (!list)
        return NULL;
    struct entry *rest = drop_key(list->next, key);
    if (list->key == key) {
        free(list);
        return rest;
    }
    list->next = rest;
    return list;
}

int main(void)
{
    struct entry *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct entry *e = malloc(sizeof(*e));
        if (!e)
            abort();
        e->key = __VERIFIER_nondet_int() & 7;
        list = put(list, e);
    }
    list = drop_key(list, 3);
    while (list) {
        struct entry *next = list->next;
        free(list);
        list = next;
    }
    return 0;
}
