// expect: false valid-deref
// domains: smg, product
// Counters in a table of buckets. A bucket is chosen by a checked id kept
// in a byte, by the top four bits of a 32-bit hash, or by a key's
// remainder when it is not negative.
// The id's check lets 16 through.
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

#define BUCKETS 16

int main(void)
{
    int *count = calloc(BUCKETS, sizeof *count);
    if (!count)
        return 1;
    int id = __VERIFIER_nondet_int();
    if (id >= 0 && id <= BUCKETS) {
        unsigned char small = (unsigned char)id;
        count[small]++; // ERROR
    }
    unsigned hash = (unsigned)__VERIFIER_nondet_int() * 2654435761u;
    count[hash >> 28]++;
    int key = __VERIFIER_nondet_int();
    int rest = key % BUCKETS;
    if (rest >= 0)
        count[rest]++;
    free(count);
    return 0;
}
