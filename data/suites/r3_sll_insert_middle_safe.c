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
    SLL n = malloc(sizeof(struct node));
    if (!n)
        abort();
    n->next = NULL;
    n->data = data;
    return n;
}

static void sll_insert(SLL *head, int data, int po)
{
    SLL new_node = node_create(data);
    SLL snd_to_last = NULL;
    SLL last = *head;
    while (po > 0) {
        snd_to_last = last;
        last = last->next;
        --po;
    }
    if (snd_to_last) {
        snd_to_last->next = new_node;
        new_node->next = last;
    } else {
        new_node->next = *head;
        *head = new_node;
    }
}

int main(void)
{
    const int len = __VERIFIER_nondet_int();
    __VERIFIER_assume(len > 1 && len < 16);
    SLL s = NULL;
    int i;
    for (i = 0; i < len; i++)
        sll_insert(&s, 1, 0);
    const int mid = len / 2;
    sll_insert(&s, 2, mid);
    /* exactly one node holds 2, the others 1 */
    int twos = 0, count = 0;
    for (SLL p = s; p; p = p->next) {
        count++;
        if (p->data == 2)
            twos++;
        else if (p->data != 1)
            reach_error();
    }
    if (twos != 1 || count != len + 1)
        reach_error();
    while (s) {
        SLL t = s->next;
        free(s);
        s = t;
    }
    return 0;
}
