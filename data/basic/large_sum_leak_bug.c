// expect: false valid-memtrack
#include <stdlib.h>

struct account {
    unsigned long long balance;
    unsigned long long deposit;
};

int main(void)
{
    struct account *a = malloc(sizeof(*a));
    a->balance = 7;
    a->deposit = 3000000000ULL;
    unsigned long long total = a->balance + a->deposit;
    /* bug: the account is dropped when the total is right, i.e. always */
    if (total == 3000000007ULL)
        a = NULL; // ERROR
    free(a);
    return 0;
}
