// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

typedef struct item {
    struct item *next;
    int mark;
} *List;

int main(void)
{
    List end = NULL, t;
    /* grown at the front, so the last node built is the first one */
    int n = 0;
    while (__VERIFIER_nondet_int()) {
        t = malloc(sizeof(*t));
        if (t == NULL)
            abort();
        /* bug: the second node built gets the end mark too */
        t->mark = (n <= 1) ? 3 : 5;
        t->next = end;
        end = t;
        n++;
    }
    if (n == 0)
        return 0;
    t = end;
    while (t->next != NULL) {
        if (t->mark != 5)
            goto ERROR;
        t = t->next;
    }
    if (t->mark != 3)
        goto ERROR;
    while (end) {
        t = end->next;
        free(end);
        end = t;
    }
    return 0;
ERROR:
    reach_error(); // ERROR
    return 1;
}
