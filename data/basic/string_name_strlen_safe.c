// expect: true
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    char name[8];
};

int main(void)
{
    struct node *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        if (!n)
            abort();
        strcpy(n->name, "leaf"); /* 5 bytes with the terminator: fits */
        n->next = list;
        list = n;
    }
    size_t total = 0;
    for (struct node *n = list; n; n = n->next)
        total += strlen(n->name);
    while (list) {
        struct node *next = list->next;
        free(list);
        list = next;
    }
    return total > 1000;
}
