// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

struct node {
    struct node *next;
    char name[8]; /* the last member: no padding after it */
};

int main(void)
{
    struct node *n = malloc(sizeof(*n));
    if (!n)
        return 0;
    n->next = NULL;
    strcpy(n->name, "sycamore"); // ERROR
    free(n);
    return 0;
}
