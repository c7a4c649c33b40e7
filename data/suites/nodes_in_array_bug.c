// expect: false valid-deref
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
    struct slot *pool = malloc(n * sizeof(struct slot));
    if (!pool)
        return 1;
    /* bug: the last slot links one past the end of the array */
    for (int i = 0; i < n; i++) {
        pool[i].next = &pool[i + 1];
        pool[i].used = 0;
    }

    int taken = 0;
    struct slot *s = pool;
    for (int i = 0; i <= n; i++) {
        taken += s->used; // ERROR
        s = s->next;
    }
    free(pool);
    return taken < 0;
}
