// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

typedef struct link {
    int bit;
    struct link *next;
} Link;

int main(void)
{
    int flag = 1;
    Link *head = malloc(sizeof(Link));
    if (!head)
        abort();
    Link *p = head;
    p->bit = flag;
    while (__VERIFIER_nondet_int()) {
        flag = !flag;
        p->next = malloc(sizeof(Link));
        if (!p->next)
            abort();
        p = p->next;
        p->bit = flag;
    }
    p->next = NULL;

    /* the bits alternate, starting with 1 */
    flag = 1;
    for (p = head; p != NULL; p = p->next) {
        if (p->bit != flag)
            reach_error();
        flag = !flag;
    }

    while (head) {
        p = head->next;
        free(head);
        head = p;
    }
    return 0;
}
