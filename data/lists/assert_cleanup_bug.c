// expect: false valid-memcleanup
// property: memcleanup
#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int colour;
};

void reach_error(void)
{
    assert(0); // ERROR
}

int main(void)
{
    /* a list of reds (0) followed by at least one blue (1) */
    struct node *head = malloc(sizeof(*head));
    head->colour = 0;
    head->next = NULL;
    struct node *last = head;
    int blue = 0;
    while (__VERIFIER_nondet_int() || !blue) {
        struct node *n = malloc(sizeof(*n));
        if (__VERIFIER_nondet_int())
            blue = 1;
        n->colour = blue;
        n->next = NULL;
        last->next = n;
        last = n;
    }
    /* a long bounded pass first: the error lies deep */
    for (int round = 0; round < 100; round++)
        head->colour = 0;
    struct node *p = head;
    while (p && p->colour == 0)
        p = p->next;
    /* bug: the check expects no blue node, but there is always one */
    while (p) {
        if (p->colour == 1)
            reach_error();
        p = p->next;
    }
    while (head) {
        struct node *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
