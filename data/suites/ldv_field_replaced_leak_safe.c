// expect: true
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

struct urb {
    void *buffer;
    int length;
};

struct port {
    struct urb *in;
    struct urb *out;
};

static struct urb *alloc_urb(int length)
{
    struct urb *u = malloc(sizeof(*u));
    if (!u)
        return NULL;
    u->buffer = malloc(length);
    if (!u->buffer) {
        free(u);
        return NULL;
    }
    memset(u->buffer, 0, length);
    u->length = length;
    return u;
}

static void free_urb(struct urb *u)
{
    if (!u)
        return;
    free(u->buffer);
    free(u);
}

/* replace the port's input urb by a larger one */
static int resize_in(struct port *p, int length)
{
    struct urb *u = alloc_urb(length);
    if (!u)
        return -1;
    free_urb(p->in);
    p->in = u;
    return 0;
}

int main(void)
{
    struct port *p = malloc(sizeof(*p));
    if (!p)
        return 1;
    p->in = alloc_urb(8);
    p->out = alloc_urb(8);
    while (__VERIFIER_nondet_int())
        resize_in(p, 16);
    free_urb(p->in);
    free_urb(p->out);
    free(p);
    return 0;
}
