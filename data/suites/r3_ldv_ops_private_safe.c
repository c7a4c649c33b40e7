// expect: true
#include <stdlib.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);

/* LDV style: a driver keeps its devices on a list; each device has
 * private data created and destroyed through an ops table */
struct list_head {
    struct list_head *next, *prev;
};

struct dev_ops {
    void *(*alloc_priv)(void);
    void (*free_priv)(void *);
};

struct my_dev {
    int minor;
    void *priv;
    const struct dev_ops *ops;
    struct list_head list;
};

static void *priv_alloc(void)
{
    return calloc(1, 64);
}

static void priv_free(void *p)
{
    free(p);
}

static const struct dev_ops default_ops = { priv_alloc, priv_free };

static struct list_head devices = { &devices, &devices };

static int dev_add(int minor)
{
    struct my_dev *d = malloc(sizeof(*d));
    if (!d)
        return -1;
    d->minor = minor;
    d->ops = &default_ops;
    d->priv = d->ops->alloc_priv();
    if (!d->priv) {
        free(d);
        return -1;
    }
    d->list.next = devices.next;
    d->list.prev = &devices;
    devices.next->prev = &d->list;
    devices.next = &d->list;
    return 0;
}

static void dev_remove_all(void)
{
    while (devices.next != &devices) {
        struct list_head *e = devices.next;
        struct my_dev *d = (struct my_dev *)((char *)e - offsetof(struct my_dev, list));
        e->next->prev = &devices;
        devices.next = e->next;
        d->ops->free_priv(d->priv);
        free(d);
    }
}

int main(void)
{
    int minor = 0;
    while (__VERIFIER_nondet_int())
        if (dev_add(minor++) < 0)
            break;
    dev_remove_all();
    return 0;
}
