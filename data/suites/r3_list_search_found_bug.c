// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* insert a few keys, remember one, and find it again */
typedef struct list {
    int key;
    struct list *next;
} mlist;

static mlist *head;

static int search(mlist *l, int k)
{
    l = l ? l->next : NULL; /* skips the first node */
    while (l && l->key != k)
        l = l->next;
    return l != NULL;
}

static void insert(int k)
{
    mlist *l = malloc(sizeof(mlist));
    if (!l)
        abort();
    l->key = k;
    l->next = head;
    head = l;
}

int main(void)
{
    int remembered = 2;
    while (__VERIFIER_nondet_int())
        insert(__VERIFIER_nondet_int());
    insert(remembered);
    while (__VERIFIER_nondet_int())
        insert(__VERIFIER_nondet_int());
    if (!search(head, remembered))
        reach_error(); // ERROR
    while (head) {
        mlist *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
