// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

/* circular singly linked list: create, walk once round, destroy */
struct node {
    struct node *next;
    int data;
};

static struct node *node_create(int data)
{
    struct node *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->next = NULL;
    n->data = data;
    return n;
}

static struct node *csll_create(int len, int data)
{
    struct node *head = node_create(data + 1);
    struct node *last = head;
    while (len > 1) {
        struct node *n = node_create(data);
        n->next = head;
        head = n;
        len--;
    }
    last->next = head;
    return head;
}

static void csll_destroy(struct node *head)
{
    struct node *p = head->next;
    while (p != head) {
        struct node *t = p->next;
        free(p);
        p = t;
    }
    free(head);
}

int main(void)
{
    const int len = __VERIFIER_nondet_int();
    __VERIFIER_assume(len > 1 && len < 32);
    const int data = 7;
    struct node *head = csll_create(len, data);
    struct node *p = head;
    do {
        if (p->data != data)
            reach_error(); // ERROR
        p = p->next;
    } while (p != head);
    csll_destroy(head);
    return 0;
}
