// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
};

int main(void)
{
    struct node *list = NULL;
    int count = 0;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->next = list;
        list = n;
        count++;
    }
    /* bug: lists longer than ten lose their tail */
    if (count > 10)
        list->next = NULL; // ERROR
    while (list) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
