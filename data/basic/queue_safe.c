// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct item {
    int value;
    struct item *next;
};

struct queue {
    struct item *front;
    struct item *back;
    int size;
};

static void enqueue(struct queue *q, int value)
{
    struct item *it = malloc(sizeof(struct item));
    it->value = value;
    it->next = NULL;
    if (q->back != NULL)
        q->back->next = it;
    else
        q->front = it;
    q->back = it;
    q->size++;
}

static int dequeue(struct queue *q)
{
    struct item *it = q->front;
    int value = it->value;
    q->front = it->next;
    if (q->front == NULL)
        q->back = NULL;
    q->size--;
    free(it);
    return value;
}

int main(void)
{
    struct queue *q = calloc(1, sizeof(struct queue));
    for (int i = 0; i < 6; i++) {
        if (__VERIFIER_nondet_int())
            enqueue(q, i);
        else if (q->front != NULL)
            dequeue(q);
    }
    while (q->front != NULL)
        dequeue(q);
    free(q);
    return 0;
}
