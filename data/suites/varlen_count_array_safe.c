// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int bucket;
};

int main(void)
{
    int n = __VERIFIER_nondet_int();
    if (n < 1 || n > 8)
        return 0;
    int *count = malloc(n * sizeof(int));
    if (!count)
        return 1;
    for (int i = 0; i < n; i++)
        count[i] = 0;
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *x = malloc(sizeof(*x));
        if (!x)
            abort();
        int b = __VERIFIER_nondet_int();
        x->bucket = b < 0 ? 0 : b % n;
        x->next = list;
        list = x;
    }
    while (list) {
        struct node *x = list;
        count[x->bucket]++;
        list = x->next;
        free(x);
    }
    free(count);
    return 0;
}
