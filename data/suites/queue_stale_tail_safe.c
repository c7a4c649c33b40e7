// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct qnode {
    struct qnode *next;
    int v;
};

struct queue {
    struct qnode *head, *tail;
};

static void enqueue(struct queue *q, int v)
{
    struct qnode *n = malloc(sizeof(*n));
    if (!n)
        abort();
    n->v = v;
    n->next = NULL;
    if (q->tail)
        q->tail->next = n;
    else
        q->head = n;
    q->tail = n;
}

static int dequeue(struct queue *q)
{
    struct qnode *n = q->head;
    int v = n->v;
    q->head = n->next;
    if (!q->head)
        q->tail = NULL;
    free(n);
    return v;
}

int main(void)
{
    struct queue q = { NULL, NULL };
    while (__VERIFIER_nondet_int()) {
        if (__VERIFIER_nondet_int())
            enqueue(&q, 1);
        else if (q.head)
            dequeue(&q);
    }
    while (q.head)
        dequeue(&q);
    return 0;
}
