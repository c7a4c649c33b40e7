// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct obj {
    int refs;
};

int main(void)
{
    int n = 4;
    struct obj **slots = calloc(n, sizeof(*slots));
    if (!slots)
        return 1;
    for (int i = 0; i < n; i++) {
        slots[i] = malloc(sizeof(struct obj));
        if (!slots[i])
            abort();
        slots[i]->refs = 1;
    }
    /* keep only the first k slots */
    int k = __VERIFIER_nondet_int();
    if (k < 1 || k > n)
        k = n;
    /* bug: the dropped slots are cut off without being freed */
    struct obj **smaller = realloc(slots, k * sizeof(*slots));
    if (!smaller)
        abort();
    slots = smaller; // ERROR
    for (int i = 0; i < k; i++)
        free(slots[i]);
    free(slots);
    return 0;
}
