// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int *data = malloc(4 * sizeof(int));
    data[0] = 1;
    int failed = __VERIFIER_nondet_int();
    if (failed) {
        free(data);
        return 1;
    }
    free(data);
    data = NULL;
    free(data); /* free(NULL) does nothing */
    return 0;
}
