// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

typedef struct cell {
    int tag;
    struct cell *link;
} *Chain;

int main(void)
{
    Chain first = malloc(sizeof(struct cell));
    if (first == NULL)
        abort();
    Chain p = first;
    Chain q;
    int a = 0, b = 0;

    /* tags 1 ... 1 2 ... 2 3 */
    while (a < 8 && __VERIFIER_nondet_int()) {
        a++;
        p->tag = 1;
        q = malloc(sizeof(struct cell));
        if (q == NULL)
            abort();
        p->link = q;
        p = q;
    }
    while (b < 8 && __VERIFIER_nondet_int()) {
        b++;
        p->tag = 2;
        q = malloc(sizeof(struct cell));
        if (q == NULL)
            abort();
        p->link = q;
        p = q;
    }
    p->tag = 3;
    p->link = NULL;

    p = first;
    while (p->tag == 1)
        p = p->link;
    while (p->tag == 2)
        p = p->link;
    if (p->tag != 3)
        reach_error();

    p = first;
    while (p->link != NULL) {
        q = p->link;
        free(p);
        p = q;
    }
    free(p);
    return 0;
}
