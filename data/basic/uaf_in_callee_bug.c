// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct account {
    int balance;
};

void deposit(struct account *a, int amount)
{
    a->balance += amount; // ERROR
}

int main(void)
{
    struct account *a = malloc(sizeof(struct account));
    a->balance = 0;
    deposit(a, 5);
    free(a);
    if (__VERIFIER_nondet_int())
        deposit(a, 1); /* bug: the account is already closed */
    return 0;
}
