// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int data;
};

struct queue {
    struct node *head; /* dequeue here */
    struct node *tail; /* enqueue here */
};

static void enqueue(struct queue *q, int data)
{
    struct node *n = malloc(sizeof(*n));
    n->data = data;
    n->next = NULL;
    if (q->tail != NULL)
        q->tail->next = n;
    else
        q->head = n;
    q->tail = n;
}

static int dequeue(struct queue *q)
{
    struct node *n = q->head;
    int data = n->data;
    q->head = n->next;
    if (q->head == NULL)
        q->tail = NULL;
    free(n);
    return data;
}

int main(void)
{
    struct queue q = {NULL, NULL};
    int sum = 0;
    while (__VERIFIER_nondet_int()) {
        if (__VERIFIER_nondet_int())
            enqueue(&q, __VERIFIER_nondet_int());
        else if (q.head != NULL)
            sum += dequeue(&q);
    }
    while (q.head != NULL)
        sum += dequeue(&q);
    return sum;
}
