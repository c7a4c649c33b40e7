// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A request is graded by one of two branches, then released; the code after
 * the branches join writes to the request after freeing it. The error must be
 * reported at that write, not inside either branch. */
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
    free(r);
    r->status = grade; // ERROR
    return 0;
}
