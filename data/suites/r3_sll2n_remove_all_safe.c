// expect: true
// property: unreach-call
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

typedef struct node {
    struct node *next;
    int data;
} *SLL;

static SLL node_create(int data)
{
    SLL t = malloc(sizeof(struct node));
    if (!t)
        abort();
    t->next = NULL;
    t->data = data;
    return t;
}

static SLL sll_create(int len, int data)
{
    SLL head = NULL;
    while (len > 0) {
        SLL n = node_create(data);
        n->next = head;
        head = n;
        len--;
    }
    return head;
}

static void sll_remove_first(SLL *head)
{
    SLL t = (*head)->next;
    free(*head);
    *head = t;
}

int main(void)
{
    const int len = __VERIFIER_nondet_int();
    __VERIFIER_assume(len > 1 && len < 32);
    SLL s = sll_create(len, 1);
    int i;
    for (i = 0; i < len; i++)
        sll_remove_first(&s);
    if (s != NULL)
        reach_error();
    return 0;
}
