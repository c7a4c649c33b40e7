// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

struct dn {
    struct dn *next;
    struct dn *prev;
    int key;
};

static void insert_sorted(struct dn **list, int key)
{
    struct dn *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->key = key;
    struct dn *prev = NULL;
    struct dn *cur = *list;
    while (cur && cur->key < key) {
        prev = cur;
        cur = cur->next;
    }
    n->next = cur;
    n->prev = prev;
    if (cur)
        cur->prev = n;
    if (prev)
        prev->next = n;
    else
        *list = n;
}

int main(void)
{
    struct dn *list = NULL;
    while (__VERIFIER_nondet_int())
        insert_sorted(&list, __VERIFIER_nondet_int() ? 1 : 2);

    /* all the 1s come before all the 2s */
    struct dn *p = list;
    while (p && p->key == 1)
        p = p->next;
    while (p) {
        if (p->key != 2)
            reach_error();
        p = p->next;
    }

    while (list) {
        p = list->next;
        free(list);
        list = p;
    }
    return 0;
}
