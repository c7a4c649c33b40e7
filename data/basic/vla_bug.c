// expect: false valid-deref
/* A variable-length array of list heads;
 * bug: the first loop writes one element past its end. */
#include <stdlib.h>

struct node {
    struct node *next;
};

static int count(void)
{
    return 3;
}

int main(void)
{
    int n = count();
    struct node *heads[n];
    for (int i = 0; i <= n; i++) {
        heads[i] = malloc(sizeof(struct node)); // ERROR
        if (heads[i] == NULL)
            abort();
        heads[i]->next = NULL;
    }
    for (int i = 0; i < n; i++)
        free(heads[i]);
    return 0;
}
