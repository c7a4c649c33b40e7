// expect: true
// property: unreach-call
#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
/* competition style: the program defines reach_error itself (weak, so the
 * native test runtime's definition wins when linked) */
__attribute__((weak)) void reach_error(void) { assert(0); }

void __VERIFIER_assert(int cond)
{
    if (!cond) {
    ERROR:
        reach_error();
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
    int pushed = 0, popped = 0;
    while (__VERIFIER_nondet_int()) {
        if (__VERIFIER_nondet_int()) {
            struct q *n = malloc(sizeof(*n));
            if (!n)
                abort();
            n->next = NULL;
            n->v = pushed++;
            if (tail)
                tail->next = n;
            else
                head = n;
            tail = n;
        } else if (head) {
            struct q *n = head;
            head = head->next;
            if (!head)
                tail = NULL;
            free(n);
            popped++;
        }
    }
    __VERIFIER_assert((head == NULL) == (tail == NULL));
    while (head) {
        struct q *n = head;
        head = head->next;
        free(n);
    }
    return 0;
}
