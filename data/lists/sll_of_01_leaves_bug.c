// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* every top node owns zero or one leaf, freed through a dangling pointer */
struct leaf {
    struct leaf *next;
    int data;
};

struct top {
    struct top *next;
    struct leaf *sub;
};

int main(void)
{
    struct top *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct top *t = malloc(sizeof(*t));
        t->sub = NULL;
        if (__VERIFIER_nondet_int()) {
            t->sub = malloc(sizeof(struct leaf));
            t->sub->next = NULL;
            t->sub->data = 0;
        }
        t->next = list;
        list = t;
    }
    while (list != NULL) {
        struct top *next = list->next;
        free(list);
        // the top node is freed already
        free(list->sub); // ERROR
        list = next;
    }
    return 0;
}
