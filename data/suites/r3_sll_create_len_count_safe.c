// expect: true
// property: unreach-call
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void __attribute__((weak)) reach_error(void) { __assert_fail("0", "r3_sll_create_len_count.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#include <stdlib.h>

typedef struct node {
    struct node *next;
    int data;
} *SLL;

static void myexit(int s)
{
 _EXIT:
    goto _EXIT;
}

static SLL node_create(int data)
{
    SLL temp = (SLL) malloc(sizeof(struct node));
    if (NULL == temp)
        myexit(1);
    temp->next = NULL;
    temp->data = data;
    return temp;
}

static SLL sll_create(int len, int data)
{
    SLL head = NULL;
    while (len > 0) {
        SLL new_head = node_create(data);
        new_head->next = head;
        head = new_head;
        len--;
    }
    return head;
}

static int sll_length(SLL head)
{
    int len = 0;
    while (head) {
        len++;
        head = head->next;
    }
    return len;
}

static void sll_destroy(SLL head)
{
    while (head) {
        SLL temp = head->next;
        free(head);
        head = temp;
    }
}

int main(void)
{
    const int len = __VERIFIER_nondet_int();
    __VERIFIER_assume(len > 0 && len < 32);
    SLL s = sll_create(len, 1);
    if (len != sll_length(s))
        goto ERROR;
    sll_destroy(s);
    return 0;
 ERROR:
    reach_error();
    return 1;
}
