// expect: true
/* Small structs passed and returned by value (LLVM first-class aggregates). */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int value;
};

struct ends {
    struct node *first, *last;
};

static struct ends push(struct ends e, int value)
{
    struct node *n = malloc(sizeof *n);
    if (n == NULL)
        abort();
    n->next = NULL;
    n->value = value;
    if (e.last != NULL)
        e.last->next = n;
    else
        e.first = n;
    e.last = n;
    return e;
}

int main(void)
{
    struct ends e = { NULL, NULL };
    e = push(e, 0);
    while (__VERIFIER_nondet_int())
        e = push(e, 1);
    e.last->value = 2;
    while (e.first != NULL) {
        struct node *next = e.first->next;
        free(e.first);
        e.first = next;
    }
    return 0;
}
