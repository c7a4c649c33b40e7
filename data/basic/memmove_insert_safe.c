// expect: true
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

#define CAP 5

int main(void)
{
    int *a = malloc(CAP * sizeof(int));
    int n = 0;
    /* insertion sort: shift the larger elements right with memmove */
    for (int k = 0; k < CAP; k++) {
        int v = __VERIFIER_nondet_int();
        int pos = 0;
        while (pos < n && a[pos] < v)
            pos++;
        memmove(a + pos + 1, a + pos, (n - pos) * sizeof(int));
        a[pos] = v;
        n++;
    }
    free(a);
    return 0;
}
