// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int data;
};

/* a list of sorted runs */
struct run {
    struct run *next;
    struct node *list;
};

static struct node *merge(struct node *a, struct node *b)
{
    struct node *head = NULL;
    struct node **tail = &head;
    /* bug: the loop goes on when only one of the lists is left */
    while (a != NULL || b != NULL) {
        if (a->data <= b->data) { // ERROR
            *tail = a;
            a = a->next;
        } else {
            *tail = b;
            b = b->next;
        }
        tail = &(*tail)->next;
    }
    *tail = (a != NULL) ? a : b;
    return head;
}

int main(void)
{
    /* every input value starts as a sorted run of one node */
    struct run *runs = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->next = NULL;
        n->data = __VERIFIER_nondet_int();
        struct run *r = malloc(sizeof(*r));
        r->list = n;
        r->next = runs;
        runs = r;
    }

    /* merge the first two runs until one is left */
    while (runs != NULL && runs->next != NULL) {
        struct run *second = runs->next;
        runs->list = merge(runs->list, second->list);
        runs->next = second->next;
        free(second);
    }

    struct node *sorted = NULL;
    if (runs != NULL) {
        sorted = runs->list;
        free(runs);
    }
    while (sorted != NULL) {
        struct node *next = sorted->next;
        free(sorted);
        sorted = next;
    }
    return 0;
}
