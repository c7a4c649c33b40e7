// expect: false valid-memcleanup
// property: memcleanup
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* _Exit() ends the program without running the atexit() handlers: the
 * buffer the handler would free stays allocated. */
static char *buffer;

static void release(void)
{
    free(buffer);
}

int main(void)
{
    buffer = malloc(16);
    atexit(release);
    if (__VERIFIER_nondet_int())
        _Exit(2); // ERROR
    exit(0);
}
