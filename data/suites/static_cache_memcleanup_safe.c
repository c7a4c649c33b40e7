// expect: true
// property: memcleanup
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct entry {
    struct entry *next;
    int key;
};

/* a lookup cache kept in a function-local static list */
static int lookup(int key, int flush)
{
    static struct entry *cache;
    if (flush) {
        while (cache) {
            struct entry *e = cache->next;
            free(cache);
            cache = e;
        }
        return 0;
    }
    for (struct entry *e = cache; e; e = e->next)
        if (e->key == key)
            return 1;
    struct entry *e = malloc(sizeof(*e));
    if (!e)
        abort();
    e->key = key;
    e->next = cache;
    cache = e;
    return 0;
}

int main(void)
{
    int hits = 0;
    while (__VERIFIER_nondet_int())
        hits += lookup(__VERIFIER_nondet_int() & 3, 0);
    lookup(0, 1);
    return hits < 0;
}
