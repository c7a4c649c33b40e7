// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

typedef struct entry {
    int tag;
    struct entry *next;
} *List;

int main(void)
{
    int flag = __VERIFIER_nondet_int();
    List head = malloc(sizeof(struct entry));
    if (!head)
        abort();
    List p = head;
    while (__VERIFIER_nondet_int()) {
        p->tag = flag ? 1 : 2;
        p->next = malloc(sizeof(struct entry));
        if (!p->next)
            abort();
        p = p->next;
    }
    p->tag = 3;
    p->next = NULL;

    /* bug: the check expects tag 1 whatever the flag */
    p = head;
    while (p->tag != 3) {
        if (p->tag != 1)
            reach_error(); // ERROR
        p = p->next;
    }

    while (head) {
        p = head->next;
        free(head);
        head = p;
    }
    return 0;
}
