/* The runtime that the native cross-check (tests/native.rs) links with every
 * corpus program: it answers the SV-COMP verifier functions concretely.
 *
 * __VERIFIER_nondet_* draw from a deterministic PRNG seeded by the
 * environment variable CANOPY_SEED. Most answers are small (0..7) so that
 * loops bounded by nondet choices stay short; after NONDET_BUDGET calls every
 * answer is 0, so `while (__VERIFIER_nondet_int())` loops always end. */

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define NONDET_BUDGET 64

/* The marker tests/native.rs looks for in stderr. */
#define REACH_ERROR_MARKER "CANOPY-NATIVE: reach_error() called\n"

static unsigned long long state;
static int seeded;
static int calls;

/* splitmix64: small, well mixed, deterministic. */
static unsigned long long next_random(void)
{
    unsigned long long z;
    if (!seeded) {
        const char *seed = getenv("CANOPY_SEED");
        state = seed ? strtoull(seed, NULL, 10) : 0;
        seeded = 1;
    }
    state += 0x9e3779b97f4a7c15ULL;
    z = state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* 1 in 4: 0; 1 in 2: 1..7; 1 in 8: -8..-1; 1 in 8: -1000..1000. */
static long long nondet(void)
{
    unsigned long long r;
    if (calls >= NONDET_BUDGET)
        return 0;
    calls++;
    r = next_random();
    switch (r & 7) {
    case 0:
    case 1:
        return 0;
    case 2:
        return -1 - (long long)((r >> 8) % 8);
    case 3:
        return (long long)((r >> 8) % 2001) - 1000;
    default:
        return 1 + (long long)((r >> 8) % 7);
    }
}

int __VERIFIER_nondet_int(void) { return (int)nondet(); }
unsigned int __VERIFIER_nondet_uint(void) { return (unsigned int)nondet(); }
unsigned int __VERIFIER_nondet_unsigned(void) { return (unsigned int)nondet(); }
long __VERIFIER_nondet_long(void) { return (long)nondet(); }
unsigned long __VERIFIER_nondet_ulong(void) { return (unsigned long)nondet(); }
long long __VERIFIER_nondet_longlong(void) { return nondet(); }
short __VERIFIER_nondet_short(void) { return (short)nondet(); }
unsigned short __VERIFIER_nondet_ushort(void) { return (unsigned short)nondet(); }
char __VERIFIER_nondet_char(void) { return (char)nondet(); }
unsigned char __VERIFIER_nondet_uchar(void) { return (unsigned char)nondet(); }
_Bool __VERIFIER_nondet_bool(void) { return (nondet() & 1) != 0; }
unsigned long __VERIFIER_nondet_size_t(void) { return (unsigned long)nondet(); }
void *__VERIFIER_nondet_pointer(void) { return NULL; }

/* An infeasible path ends quietly: _exit skips LeakSanitizer's exit check. */
void __VERIFIER_assume(int cond)
{
    if (!cond)
        _exit(0);
}

/* Weak: a program may define its own (SV-COMP's memcleanup tasks give it an
   empty body and call abort() after it). */
__attribute__((weak)) void reach_error(void)
{
    fputs(REACH_ERROR_MARKER, stderr);
    abort();
}

void __VERIFIER_error(void) { reach_error(); }

void __VERIFIER_plot(const char *name, ...) { (void)name; }

/* Predator's intrinsics (its regression tests call them). */
int ___sl_get_nondet_int(void) { return __VERIFIER_nondet_int(); }
void ___sl_error(const char *msg) { (void)msg; reach_error(); }
void ___sl_plot(const char *name, ...) { (void)name; }
