// expect: true
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* white nodes are inserted at the front, blue ones at the back of a DLL;
 * walking back from the end, after the first white there is no blue */
enum { WHITE = 0, BLUE = 1 };

struct node {
    struct node *next;
    struct node *prev;
    int colour;
};

int main(void)
{
    struct node *first = NULL, *last = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        if (__VERIFIER_nondet_int()) {
            n->colour = WHITE;
            n->prev = NULL;
            n->next = first;
            if (first)
                first->prev = n;
            else
                last = n;
            first = n;
        } else {
            n->colour = BLUE;
            n->next = NULL;
            n->prev = last;
            if (last)
                last->next = n;
            else
                first = n;
            last = n;
        }
    }
    int white = 0;
    for (struct node *p = last; p; p = p->prev) {
        if (p->colour == WHITE)
            white = 1;
        else if (white)
            reach_error();
    }
    while (first) {
        struct node *n = first->next;
        free(first);
        first = n;
    }
    return 0;
}
