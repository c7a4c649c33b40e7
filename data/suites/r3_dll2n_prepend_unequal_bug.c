// expect: false unreach-call
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
    DLL t = malloc(sizeof(struct node));
    if (!t)
        abort();
    t->next = NULL;
    t->prev = NULL;
    t->data = data;
    return t;
}

static DLL dll_create(int len, int data)
{
    DLL head = NULL;
    while (len > 0) {
        DLL n = node_create(data);
        n->next = head;
        if (head)
            head->prev = n;
        head = n;
        len--;
    }
    return head;
}

static void dll_prepend(DLL *head, int data)
{
    DLL n = node_create(data);
    n->next = *head;
    if (*head)
        (*head)->prev = n;
    *head = n;
}

static void dll_destroy(DLL head)
{
    while (head) {
        DLL t = head->next;
        free(head);
        head = t;
    }
}

int main(void)
{
    const int len = __VERIFIER_nondet_int();
    __VERIFIER_assume(len > 0 && len < 32);
    const int data = 1;
    const int uneq = 5;
    DLL s = dll_create(len, data);
    dll_prepend(&s, uneq);
    if (len > 4)
        dll_prepend(&s, data);
    int count = 0;
    DLL p = s;
    while (p) {
        if (count == 0 ? p->data != uneq : p->data != data)
            goto ERROR;
        count++;
        p = p->next;
    }
    if (count != len + 1)
        goto ERROR;
    dll_destroy(s);
    return 0;
 ERROR:
    reach_error(); // ERROR
    return 1;
}
