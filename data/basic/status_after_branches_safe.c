// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A request is graded by one of two branches, then released after the
 * branches join. */
struct request {
    struct request *next;
    int status;
};

int main(void)
{
    struct request *r = malloc(sizeof(*r));
    if (r == NULL)
        return 1;
    r->next = NULL;
    int grade;
    if (__VERIFIER_nondet_int())
        grade = 1;
    else
        grade = 2;
    r->status = grade;
    free(r);
    return 0;
}
