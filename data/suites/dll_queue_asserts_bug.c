// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

struct qn {
    struct qn *next;
    struct qn *prev;
    int ticket;
};

int main(void)
{
    struct qn *front = NULL, *back = NULL;
    while (__VERIFIER_nondet_int()) {
        if (__VERIFIER_nondet_int()) {
            struct qn *n = malloc(sizeof(*n));
            if (!n)
                abort();
            n->ticket = 1;
            n->next = NULL;
            n->prev = back;
            if (back)
                back->next = n;
            else
                front = n;
            back = n;
        } else if (front) {
            struct qn *n = front;
            if (n->prev != NULL)
                reach_error(); // ERROR
            /* bug: the new front keeps its back link */
            front = n->next;
            if (!front)
                back = NULL;
            free(n);
        }
    }
    while (front) {
        struct qn *n = front->next;
        free(front);
        front = n;
    }
    return 0;
}
