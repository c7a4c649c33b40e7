// expect: true
// domains: smg, product
// An index checked against a record count, the count checked against a
// limit, then a buffer of the count's size written at the index: the
// index is below the count, so below the buffer's size.
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int count = __VERIFIER_nondet_int();
    int index = __VERIFIER_nondet_int();
    if (index < 0 || index >= count)
        return 0;
    if (count > 4)
        return 0;
    char *records = malloc(count);
    if (!records)
        return 1;
    records[index] = 1;
    free(records);
    return 0;
}
