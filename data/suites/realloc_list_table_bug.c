// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
};

int main(void)
{
    int cap = 1, used = 0;
    struct node **heads = malloc(cap * sizeof(struct node *));
    if (!heads)
        return 1;
    heads[0] = malloc(sizeof(struct node));
    heads[0]->next = NULL;
    used = 1;

    while (used < 5 && __VERIFIER_nondet_int()) {
        if (used == cap) {
            cap += 1;
            struct node **grown = realloc(heads, cap * sizeof(struct node *));
            if (!grown)
                abort();
            heads = grown;
        }
        struct node *n = malloc(sizeof(*n));
        n->next = NULL;
        heads[used++] = n;
    }

    /* bug: one slot too many */
    for (int i = 0; i <= used; i++)
        free(heads[i]); // ERROR
    free(heads);
    return 0;
}
