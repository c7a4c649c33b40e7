// expect: true
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

/* circular doubly linked list built by prepending len nodes, then emptied
 * by removing the node before the head until one remains */
typedef struct node {
    struct node *next;
    struct node *prev;
    int data;
} *DLL;

static DLL node_create(int data)
{
    DLL t = malloc(sizeof(struct node));
    if (!t)
        abort();
    t->next = t->prev = NULL;
    t->data = data;
    return t;
}

static DLL dll_circular_create(int len, int data)
{
    DLL last = node_create(data);
    DLL head = last;
    while (len > 1) {
        DLL n = node_create(data);
        n->next = head;
        head->prev = n;
        head = n;
        len--;
    }
    last->next = head;
    head->prev = last;
    return head;
}

static void dll_circular_remove_last(DLL *head)
{
    DLL last = (*head)->prev;
    if (last == *head) {
        free(last);
        *head = NULL;
        return;
    }
    DLL second_to_last = last->prev;
    second_to_last->next = *head;
    (*head)->prev = second_to_last;
    free(last);
}

int main(void)
{
    const int len = __VERIFIER_nondet_int();
    __VERIFIER_assume(len > 1 && len < 32);
    const int data = 1;
    DLL head = dll_circular_create(len, data);
    int removed = 0;
    while (head) {
        if (head->data != data)
            reach_error();
        dll_circular_remove_last(&head);
        removed++;
    }
    if (removed != len)
        reach_error();
    return 0;
}
