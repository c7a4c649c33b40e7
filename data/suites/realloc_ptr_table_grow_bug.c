// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct entry {
    int id;
    struct entry *alias;
};

int main(void)
{
    int cap = 2, used = 0;
    struct entry **tab = malloc(cap * sizeof(*tab));
    if (!tab)
        abort();
    struct entry **first = tab;
    while (__VERIFIER_nondet_int()) {
        if (used == cap) {
            cap *= 2;
            struct entry **bigger = realloc(tab, cap * sizeof(*tab));
            if (!bigger) {
                free(tab);
                abort();
            }
            tab = bigger;
        }
        struct entry *e = malloc(sizeof(*e));
        if (!e)
            abort();
        e->id = used;
        e->alias = used > 0 ? tab[used - 1] : NULL;
        tab[used++] = e;
    }
    /* bug: a pointer to the first table survives the reallocation */
    if (used > 0)
        first[0]->id = -1; // ERROR
    for (int i = used - 1; i >= 0; i--)
        free(tab[i]);
    free(tab);
    return 0;
}
