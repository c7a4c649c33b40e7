// expect: true
// property: memcleanup
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

void reach_error(void) {}

struct pair {
    int *left, *right;
};

int main(void)
{
    struct pair *p = malloc(sizeof(*p));
    p->left = malloc(sizeof(int));
    p->right = malloc(sizeof(int));
    *p->left = __VERIFIER_nondet_int();
    *p->right = *p->left;
    /* never taken: both sides hold the same value */
    if (*p->left != *p->right) {
        reach_error();
        abort();
    }
    free(p->left);
    free(p->right);
    free(p);
    return 0;
}
