// expect: true
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

    while (used < 5 && __VERIFIER_nondet_int()) {
        if (used == cap) {
            cap *= 2;
            struct node **grown = realloc(heads, cap * sizeof(struct node *));
            if (!grown)
                abort();
            heads = grown;
        }
        struct node *n = malloc(sizeof(*n));
        n->next = NULL;
        heads[used++] = n;
    }

    for (int i = 0; i < used; i++)
        free(heads[i]);
    free(heads);
    return 0;
}
