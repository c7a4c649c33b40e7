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
    SLL temp = malloc(sizeof(struct node));
    if (!temp)
        abort();
    temp->next = NULL;
    temp->data = data;
    return temp;
}

static SLL sll_create(int len, int data)
{
    SLL head = NULL;
    while (len-- > 0) {
        SLL n = node_create(data);
        n->next = head;
        head = n;
    }
    return head;
}

static void sll_update_at(SLL head, int data, int index)
{
    while (index > 0) {
        head = head->next;
        --index;
    }
    head->data = data;
}

static int sll_get_data_at(SLL head, int index)
{
    while (index > 0) {
        head = head->next;
        --index;
    }
    return head->data;
}

static void sll_destroy(SLL head)
{
    while (head) {
        SLL t = head->next;
        free(head);
        head = t;
    }
}

int main(void)
{
    const int len = __VERIFIER_nondet_int();
    __VERIFIER_assume(len > 1 && len < 32);
    const int data = 5;
    SLL s = sll_create(len, data);
    int i;
    for (i = 0; i < len; i++)
        sll_update_at(s, i + len, i);
    for (i = 0; i < len; i++) {
        int expected = i + len;
        if (sll_get_data_at(s, i) != expected)
            reach_error();
    }
    sll_destroy(s);
    return 0;
}
