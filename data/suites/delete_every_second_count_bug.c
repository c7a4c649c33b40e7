// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

void __VERIFIER_assert(int cond)
{
    if (!cond) {
    ERROR:
        reach_error(); // ERROR
        abort();
    }
}

struct node {
    struct node *next;
};

int main(void)
{
    int len = 0;
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->next = list;
        list = n;
        len++;
    }
    /* remove the 2nd, 4th, ... node */
    for (struct node *p = list; p && p->next; p = p->next) {
        struct node *victim = p->next;
        p->next = victim->next;
        free(victim);
    }
    int left = 0;
    for (struct node *p = list; p; p = p->next)
        left++;
    /* bug: rounds the wrong way */
    __VERIFIER_assert(left == len / 2 + (len > 2));
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
