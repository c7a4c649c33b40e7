// expect: true
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

typedef struct node {
    struct node *next;
    struct node *prev;
    int data;
} *DLL;

static DLL node_create(int data)
{
    DLL temp = malloc(sizeof(struct node));
    if (!temp)
        abort();
    temp->next = NULL;
    temp->prev = NULL;
    temp->data = data;
    return temp;
}

static void dll_append(DLL *head, int data)
{
    DLL new_last = node_create(data);
    if (NULL == *head) {
        *head = new_last;
    } else {
        DLL last = *head;
        while (last->next)
            last = last->next;
        last->next = new_last;
        new_last->prev = last;
    }
}

static void dll_destroy(DLL head)
{
    while (head) {
        DLL temp = head->next;
        free(head);
        head = temp;
    }
}

int main(void)
{
    const int len = __VERIFIER_nondet_int();
    __VERIFIER_assume(len > 0 && len < 16);
    DLL head = NULL;
    int i;
    for (i = 0; i < len; i++)
        dll_append(&head, len);
    /* every node holds the length of the list */
    DLL p = head;
    while (p) {
        if (p->data != len)
            goto ERROR;
        p = p->next;
    }
    dll_destroy(head);
    return 0;
 ERROR:
    reach_error();
    return 1;
}
