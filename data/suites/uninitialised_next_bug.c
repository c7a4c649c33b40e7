// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int v;
};

int main(void)
{
    struct node *head = NULL;
    struct node *tail = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->v = 0;
        n->next = NULL;
        if (tail)
            tail->next = n;
        else
            head = n;
        tail = n;
    }
    /* bug: the extra node's link is never set */
    struct node *extra = malloc(sizeof(*extra));
    if (!extra)
        abort();
    extra->v = 1;
    if (tail)
        tail->next = extra;
    else
        head = extra;

    struct node *p = head;
    while (p->v == 0)
        p = p->next;
    int w = p->next->v; // ERROR
    while (head != extra) {
        struct node *n = head->next;
        free(head);
        head = n;
    }
    free(extra);
    return w;
}
