// expect: false unreach-call
// property: unreach-call
#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
__attribute__((weak)) void reach_error(void) { assert(0); }

void __VERIFIER_assert(int cond)
{
    if (!cond) {
    ERROR:
        reach_error(); // ERROR
        abort();
    }
}

struct q {
    struct q *next;
    int v;
};

int main(void)
{
    struct q *head = NULL, *tail = NULL;
    while (__VERIFIER_nondet_int()) {
        struct q *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->next = NULL;
        n->v = 0;
        if (tail)
            tail->next = n;
        else
            head = n;
        tail = n;
    }
    while (head && __VERIFIER_nondet_int()) {
        struct q *n = head;
        head = head->next;
        /* bug: tail is left dangling when the queue empties */
        free(n);
    }
    __VERIFIER_assert((head == NULL) == (tail == NULL));
    while (head) {
        struct q *n = head;
        head = head->next;
        free(n);
    }
    return 0;
}
