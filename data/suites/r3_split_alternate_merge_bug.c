// expect: false valid-memtrack
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* deal the nodes of a list alternately into two lists, then zip them back */
struct node {
    struct node *next;
    int v;
};

int main(void)
{
    struct node *l = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->v = __VERIFIER_nondet_int();
        n->next = l;
        l = n;
    }
    struct node *a = NULL, *b = NULL;
    int turn = 0;
    while (l) {
        struct node *n = l;
        l = l->next;
        if (turn) {
            n->next = b;
            b = n;
        } else {
            n->next = a;
            a = n;
        }
        turn = !turn;
    }
    struct node *res = NULL, **end = &res;
    while (a && b) {
        if (a) {
            *end = a;
            end = &a->next;
            a = a->next;
        }
        if (b) {
            *end = b;
            end = &b->next;
            b = b->next;
        }
    }
    *end = NULL;
    while (res) {
        struct node *n = res->next;
        free(res);
        res = n;
    }
    return 0; // ERROR
}
