// expect: true
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    struct node *next;
    int key;
};

static struct node *copy_list(const struct node *src)
{
    struct node *head = NULL, **tail = &head;
    for (; src; src = src->next) {
        struct node *c = malloc(sizeof(*c));
        if (!c)
            abort();
        memcpy(c, src, sizeof(*c));
        c->next = NULL;
        *tail = c;
        tail = &c->next;
    }
    return head;
}

static void drop(struct node *l)
{
    while (l) {
        struct node *n = l->next;
        free(l);
        l = n;
    }
}

int main(void)
{
    struct node *a = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->key = 1;
        n->next = a;
        a = n;
    }
    struct node *b = copy_list(a);
    drop(a);
    drop(b);
    return 0;
}
