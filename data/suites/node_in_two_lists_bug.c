// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next_all;
    struct node *next_odd;
    int id;
};

int main(void)
{
    struct node *all = NULL, *odd = NULL;
    int id = 0;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->id = id++;
        n->next_all = all;
        all = n;
        n->next_odd = NULL;
        if (n->id & 1) {
            n->next_odd = odd;
            odd = n;
        }
    }
    /* bug: nodes on both lists are read after they were freed */
    while (odd) {
        struct node *n = odd->next_odd;
        free(odd);
        odd = n;
    }
    while (all) {
        struct node *n = all->next_all; // ERROR
        free(all);
        all = n;
    }
    return 0;
}
