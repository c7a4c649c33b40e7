// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

struct person {
    struct person *next;
    char *name;
};

int main(void)
{
    const char *src = "grace";
    struct person *list = NULL;
    do {
        struct person *p = malloc(sizeof(*p));
        /* bug: no room for the terminating zero */
        p->name = malloc(strlen(src));
        strcpy(p->name, src); // ERROR
        p->next = list;
        list = p;
    } while (__VERIFIER_nondet_int());
    while (list) {
        struct person *n = list->next;
        free(list->name);
        free(list);
        list = n;
    }
    return 0;
}
