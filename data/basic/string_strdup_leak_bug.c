// expect: false valid-memtrack
#include <stdlib.h>
#include <string.h>

struct node {
    struct node *next;
    char *name;
};

int main(void)
{
    struct node *a = malloc(sizeof(*a));
    if (!a)
        return 0;
    a->name = strdup("ash");
    a->next = NULL;
    free(a); /* bug: a->name is not freed */
    return 0; // ERROR
}
