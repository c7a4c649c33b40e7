// expect: false valid-deref
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A counter that only grows picks a slot: `id % 4` is never negative, as
   `id++` from 0 cannot wrap around in a defined run (signed overflow is
   undefined in C). */
int main(void)
{
    int *slots[4] = {0};
    int id = 0;
    while (__VERIFIER_nondet_int()) {
        int k = id % 5;
        free(slots[k]); // ERROR
        slots[k] = malloc(sizeof(int));
        id++;
    }
    for (int i = 0; i < 4; i++)
        free(slots[i]);
    return 0;
}
