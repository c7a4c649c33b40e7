// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

struct seat {
    struct seat *next;
    int no;
};

int main(void)
{
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n >= 1 && n <= 5);
    struct seat *first = malloc(sizeof(*first));
    if (!first)
        abort();
    first->no = 0;
    struct seat *last = first;
    for (int i = 1; i < n; i++) {
        struct seat *s = malloc(sizeof(*s));
        if (!s)
            abort();
        s->no = i;
        last->next = s;
        last = s;
    }
    last->next = first;
    /* n steps around the ring come back to the start */
    struct seat *p = first;
    for (int i = 0; i < n; i++)
        p = p->next;
    if (p != first)
        reach_error();
    p = first->next;
    while (p != first) {
        struct seat *next = p->next;
        free(p);
        p = next;
    }
    free(first);
    return 0;
}
