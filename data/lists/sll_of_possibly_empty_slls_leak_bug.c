// expect: false valid-memtrack
/* a list whose every node owns a possibly empty list of its own;
   the destructor loses the last node of every non-empty sub-list */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct inner { struct inner *next; int data; };
struct outer { struct outer *next; struct inner *sub; };
int main(void)
{
    struct outer *l = NULL;
    while (__VERIFIER_nondet_int()) {
        struct outer *n = malloc(sizeof(struct outer));
        struct inner *s = NULL;
        while (__VERIFIER_nondet_int()) {
            struct inner *m = malloc(sizeof(struct inner));
            m->data = 0;
            m->next = s;
            s = m;
        }
        n->sub = s;
        n->next = l;
        l = n;
    }
    while (l != NULL) {
        struct outer *next = l->next;
        struct inner *sub = l->sub;
        free(l);
        while (sub != NULL && sub->next != NULL) { struct inner *nx = sub->next; free(sub); sub = nx; }
        l = next;
    } // ERROR
    return 0;
}
