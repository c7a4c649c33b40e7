// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int process(void)
{
    char *buf = malloc(32);
    buf[0] = 0;
    if (__VERIFIER_nondet_int())
        return -1; // ERROR
    buf[1] = 1;
    free(buf);
    return 0;
}

int main(void)
{
    process();
    return 0;
}
