// expect: true
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    char *name;
};

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        n->name = strdup(__VERIFIER_nondet_int() ? "oak" : "ash");
        if (!n->name)
            abort();
        n->next = list;
        list = n;
    }
    while (list) {
        struct node *next = list->next;
        if (strcmp(list->name, "yew") == 0)
            abort(); /* no node has that name */
        free(list->name);
        free(list);
        list = next;
    }
    return 0;
}
