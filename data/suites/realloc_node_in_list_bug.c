// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int size;
};

int main(void)
{
    struct node *head = malloc(sizeof(*head));
    head->next = NULL;
    head->size = 0;
    struct node *second = malloc(sizeof(*second));
    second->next = NULL;
    second->size = 0;
    head->next = second;

    /* grow the second node; the first still points to the old block */
    struct node *grown = realloc(second, 2 * sizeof(struct node));
    if (!grown)
        abort();
    grown->size = 1;
    head->next->size = 2; // ERROR

    free(grown);
    free(head);
    return 0;
}
