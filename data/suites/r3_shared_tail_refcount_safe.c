// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* two lists share their tail; nodes count their owners and are freed
 * when the last owner lets go */
struct node {
    struct node *next;
    int refs;
};

static struct node *cons(struct node *tail)
{
    struct node *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->next = tail;
    n->refs = 1; /* the caller's reference to tail moves into n */
    return n;
}

static void release(struct node *l)
{
    while (l && --l->refs == 0) {
        struct node *n = l->next;
        free(l);
        l = n;
    }
}

int main(void)
{
    struct node *common = NULL;
    while (__VERIFIER_nondet_int())
        common = cons(common);
    struct node *a = NULL, *b = NULL;
    if (common) {
        common->refs++;
        a = cons(common);
        common->refs++;
        b = common;
    }
    release(common);
    while (__VERIFIER_nondet_int())
        b = cons(b);
    release(a);
    release(b);
    return 0;
}
