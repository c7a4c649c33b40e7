// expect: true
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

typedef struct list {
    int key;
    struct list *next;
} mlist;

int main(void)
{
    int flag = __VERIFIER_nondet_int();
    mlist *head = NULL;
    while (__VERIFIER_nondet_int()) {
        mlist *n = (mlist *)malloc(sizeof(mlist));
        if (!n)
            abort();
        if (flag)
            n->key = 1;
        else
            n->key = 2;
        n->next = head;
        head = n;
    }
    for (mlist *p = head; p; p = p->next) {
        if (flag) {
            if (p->key != 1)
                reach_error();
        } else {
            if (p->key != 2)
                reach_error();
        }
    }
    while (head) {
        mlist *t = head->next;
        free(head);
        head = t;
    }
    return 0;
}
