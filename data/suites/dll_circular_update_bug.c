// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern void abort(void);
extern void reach_error(void);

typedef struct dnode {
    struct dnode *next;
    struct dnode *prev;
    int data;
} *DList;

static DList dnode_new(int data)
{
    DList d = malloc(sizeof(struct dnode));
    if (!d)
        abort();
    d->next = NULL;
    d->prev = NULL;
    d->data = data;
    return d;
}

static DList ring_of(int len, int data)
{
    DList head = dnode_new(data);
    DList tail = head;
    while (len > 1) {
        DList d = dnode_new(data);
        d->next = head;
        head->prev = d;
        head = d;
        len--;
    }
    tail->next = head;
    head->prev = tail;
    return head;
}

int main(void)
{
    const int len = 2;
    DList ring = ring_of(len, 1);
    DList d = ring;
    for (int i = 0; i < len; i++) {
        d->data = i + len;
        d = d->next;
    }
    d = ring;
    for (int i = 0; i < len; i++) {
        /* the expected value is off by one */
        if (d->data != i + len + 1)
            reach_error(); // ERROR
        d = d->next;
    }
    ring->prev->next = NULL;
    while (ring) {
        DList next = ring->next;
        free(ring);
        ring = next;
    }
    return 0;
}
