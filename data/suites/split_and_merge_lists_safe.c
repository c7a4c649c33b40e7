// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int key;
};

static struct node *merge(struct node *a, struct node *b)
{
    struct node head = { NULL, 0 };
    struct node *t = &head;
    while (a && b) {
        if (a->key <= b->key) {
            t->next = a;
            a = a->next;
        } else {
            t->next = b;
            b = b->next;
        }
        t = t->next;
    }
    t->next = a ? a : b;
    return head.next;
}

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->key = __VERIFIER_nondet_int();
        n->next = list;
        list = n;
    }
    /* split after a nondeterministic number of nodes */
    struct node *second = NULL;
    if (list) {
        struct node *p = list;
        while (p->next && __VERIFIER_nondet_int())
            p = p->next;
        second = p->next;
        p->next = NULL;
    }
    list = merge(list, second);
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
