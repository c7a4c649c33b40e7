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
        /* truncated to 7 letters, terminated by hand */
        strncpy(n->name, "hornbeam", sizeof(n->name) - 1);
        n->name[sizeof(n->name) - 1] = '\0';
        n->next = list;
        list = n;
    }
    size_t longest = 0;
    for (struct node *n = list; n; n = n->next)
        if (strncmp(n->name, "hornbea", 8) == 0 && strlen(n->name) > longest)
            longest = strlen(n->name);
    while (list) {
        struct node *next = list->next;
        free(list);
        list = next;
    }
    return longest > 7;
}
