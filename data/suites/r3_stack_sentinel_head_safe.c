// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* a list whose first node is a dummy on the stack */
struct item {
    struct item *next;
    int key;
};

static void insert_sorted(struct item *head, int key)
{
    struct item *p = head;
    while (p->next && p->next->key < key)
        p = p->next;
    struct item *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->key = key;
    n->next = p->next;
    p->next = n;
}

int main(void)
{
    struct item head = { NULL, 0 };
    while (__VERIFIER_nondet_int())
        insert_sorted(&head, __VERIFIER_nondet_int());
    struct item *p = head.next;
    while (p) {
        struct item *n = p->next;
        free(p);
        p = n;
    }
    return 0;
}
