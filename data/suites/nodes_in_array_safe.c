// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct slot {
    struct slot *next;
    int used;
};

int main(void)
{
    int n = 1;
    while (n < 8 && __VERIFIER_nondet_int())
        n++;
    /* a free list threaded through one array of slots */
    struct slot *pool = malloc(n * sizeof(struct slot));
    if (!pool)
        return 1;
    for (int i = 0; i + 1 < n; i++) {
        pool[i].next = &pool[i + 1];
        pool[i].used = 0;
    }
    pool[n - 1].next = NULL;
    pool[n - 1].used = 0;

    int taken = 0;
    for (struct slot *s = pool; s; s = s->next)
        if (__VERIFIER_nondet_int()) {
            s->used = 1;
            taken++;
        }
    free(pool);
    return taken < 0;
}
