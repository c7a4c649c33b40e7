// expect: true
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

    struct node *grown = realloc(second, 2 * sizeof(struct node));
    if (!grown)
        abort();
    head->next = grown;
    grown[1].next = NULL;
    grown[1].size = 1;
    head->next->size = 2;

    free(grown);
    free(head);
    return 0;
}
