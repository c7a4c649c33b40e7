// expect: false unreach-call
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
    int a = 0;

    while (a < 8 && __VERIFIER_nondet_int()) {
        a++;
        p->tag = 1;
        q = malloc(sizeof(struct cell));
        if (q == NULL)
            abort();
        p->link = q;
        p = q;
    }
    /* the end marker is wrong for short lists */
    p->tag = (a > 2) ? 3 : 4;
    p->link = NULL;

    p = first;
    while (p->tag == 1)
        p = p->link;
    if (p->tag != 3)
        reach_error(); // ERROR

    p = first;
    while (p->link != NULL) {
        q = p->link;
        free(p);
        p = q;
    }
    free(p);
    return 0;
}
