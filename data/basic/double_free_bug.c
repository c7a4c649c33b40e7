// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int *data = malloc(4 * sizeof(int));
    data[0] = 1;
    int failed = __VERIFIER_nondet_int();
    if (failed)
        free(data); /* bug: cleanup on the error path, then once more below */
    free(data); // ERROR
    return 0;
}
