// expect: false valid-memcleanup
// property: memcleanup
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* an error function with a body: under memcleanup it is an ordinary call */
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
    if (*p->left != *p->right) {
        reach_error();
        abort();
    }
    /* bug: the failed check ends the program without freeing the pair */
    if (__VERIFIER_nondet_int() > 5) {
        reach_error();
        abort(); // ERROR
    }
    free(p->left);
    free(p->right);
    free(p);
    return 0;
}
