// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct slot {
    struct slot *next;
    int key;
};

/* finds key and moves its slot to the front; returns the new front */
static struct slot *touch(struct slot *front, int key)
{
    struct slot *prev = NULL, *s = front;
    while (s && s->key != key) {
        prev = s;
        s = s->next;
    }
    /* bug: a hit on the front slot is not special-cased */
    if (!s)
        return front;
    prev->next = s->next; // ERROR
    s->next = front;
    return s;
}

int main(void)
{
    struct slot *cache = NULL;
    for (int k = 0; k < 4; k++) {
        struct slot *s = malloc(sizeof(*s));
        if (!s)
            abort();
        s->key = k;
        s->next = cache;
        cache = s;
    }
    while (__VERIFIER_nondet_int())
        cache = touch(cache, __VERIFIER_nondet_int());
    while (cache) {
        struct slot *n = cache->next;
        free(cache);
        cache = n;
    }
    return 0;
}
