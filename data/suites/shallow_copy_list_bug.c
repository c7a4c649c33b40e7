// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int key;
};

/* bug: only the head is copied; the copy shares the original's tail */
static struct node *copy_list(const struct node *src)
{
    if (!src)
        return NULL;
    struct node *c = malloc(sizeof(*c));
    if (!c)
        abort();
    memcpy(c, src, sizeof(*c));
    return c;
}

static void drop(struct node *l)
{
    while (l) {
        struct node *n = l->next; // ERROR
        free(l);
        l = n;
    }
}

int main(void)
{
    struct node *a = NULL;
    do {
        struct node *n = malloc(sizeof(*n));
        n->key = 1;
        n->next = a;
        a = n;
    } while (__VERIFIER_nondet_int());
    struct node *n = malloc(sizeof(*n));
    n->key = 2;
    n->next = a;
    a = n;

    struct node *b = copy_list(a);
    drop(a);
    drop(b);
    return 0;
}
