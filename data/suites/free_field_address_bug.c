// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct pair {
    int tag;
    struct pair *next;
};

int main(void)
{
    struct pair *list = NULL;
    do {
        struct pair *p = malloc(sizeof(*p));
        p->tag = 0;
        p->next = list;
        list = p;
    } while (__VERIFIER_nondet_int());

    while (list) {
        struct pair *n = list->next;
        /* bug: the address of a field is not the start of the block */
        free(&list->next); // ERROR
        list = n;
    }
    return 0;
}
