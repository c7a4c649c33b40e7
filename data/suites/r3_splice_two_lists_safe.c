// expect: true
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* two lists (all 1s, all 2s) spliced: the 1s come first, then the 2s */
typedef struct list {
    int key;
    struct list *next;
} List;

static List *build(int key)
{
    List *l = NULL;
    while (__VERIFIER_nondet_int()) {
        List *n = malloc(sizeof(List));
        if (!n)
            abort();
        n->key = key;
        n->next = l;
        l = n;
    }
    return l;
}

int main(void)
{
    List *a = build(1);
    List *b = build(2);
    List *res;
    if (!a) {
        res = b;
    } else {
        List *t = a;
        while (t->next)
            t = t->next;
        t->next = b;
        res = a;
    }
    int seen2 = 0;
    for (List *p = res; p; p = p->next) {
        if (p->key == 2)
            seen2 = 1;
        else if (p->key != 1 || seen2)
            reach_error();
    }
    while (res) {
        List *n = res->next;
        free(res);
        res = n;
    }
    return 0;
}
