// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* a driver's probe allocates a device and a list of resources;
 * every failure path releases what was allocated so far */
struct resource {
    struct resource *next;
    unsigned long start, len;
};

struct device {
    struct resource *res;
    int nres;
    void *priv;
};

static void *kzalloc(size_t size)
{
    void *p = calloc(1, size);
    return p;
}

static void release_resources(struct device *dev)
{
    struct resource *r = dev->res;
    while (r) {
        struct resource *n = r->next;
        free(r);
        r = n;
    }
    dev->res = NULL;
    dev->nres = 0;
}

static int add_resource(struct device *dev, unsigned long start)
{
    struct resource *r = kzalloc(sizeof(*r));
    if (!r)
        return -12;
    r->start = start;
    r->len = 0x100;
    r->next = dev->res;
    dev->res = r;
    dev->nres++;
    return 0;
}

static struct device *probe(void)
{
    struct device *dev = kzalloc(sizeof(*dev));
    if (!dev)
        return NULL;
    while (__VERIFIER_nondet_int()) {
        if (add_resource(dev, 0x1000) < 0)
            goto err_res;
        if (__VERIFIER_nondet_int())
            goto err_res; /* the hardware refused */
    }
    dev->priv = kzalloc(32);
    if (!dev->priv)
        goto err_res;
    return dev;
 err_res:
    release_resources(dev);
    free(dev);
    return NULL;
}

static void remove_device(struct device *dev)
{
    release_resources(dev);
    free(dev->priv);
    free(dev);
}

int main(void)
{
    struct device *dev = probe();
    if (dev)
        remove_device(dev);
    return 0;
}
