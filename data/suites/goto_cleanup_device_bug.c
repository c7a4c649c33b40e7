// expect: false valid-deref
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct ring {
    struct ring *next;
    int slot;
};

struct device {
    struct ring *rx;
    struct ring *tx;
    int *regs;
};

static struct ring *ring_new(int n)
{
    struct ring *first = malloc(sizeof(*first));
    if (!first)
        return NULL;
    first->slot = 0;
    first->next = first;
    for (int i = 1; i < n; i++) {
        struct ring *r = malloc(sizeof(*r));
        if (!r)
            break;
        r->slot = i;
        r->next = first->next;
        first->next = r;
    }
    return first;
}

static void ring_free(struct ring *first)
{
    struct ring *r = first->next; // ERROR
    while (r != first) {
        struct ring *n = r->next;
        free(r);
        r = n;
    }
    free(first);
}

static struct device *probe(void)
{
    struct device *dev = malloc(sizeof(*dev));
    if (!dev)
        goto fail;
    dev->rx = ring_new(3);
    if (!dev->rx || __VERIFIER_nondet_int())
        goto fail_rx;
    dev->tx = ring_new(2);
    if (!dev->tx || __VERIFIER_nondet_int())
        goto fail_tx;
    dev->regs = malloc(4 * sizeof(int));
    if (!dev->regs || __VERIFIER_nondet_int())
        goto fail_regs;
    return dev;

fail_regs:
    free(dev->regs);
    /* bug: the transmit ring is released here and again below */
    ring_free(dev->tx);
fail_tx:
    if (dev->tx)
        ring_free(dev->tx);
fail_rx:
    if (dev->rx)
        ring_free(dev->rx);
    free(dev);
fail:
    return NULL;
}

int main(void)
{
    struct device *dev = probe();
    if (dev) {
        free(dev->regs);
        ring_free(dev->tx);
        ring_free(dev->rx);
        free(dev);
    }
    return 0;
}
