// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* lists nested five levels deep: every node of level k owns a level k+1 list */
struct l5 { struct l5 *next; int data; };
struct l4 { struct l4 *next; struct l5 *sub; };
struct l3 { struct l3 *next; struct l4 *sub; };
struct l2 { struct l2 *next; struct l3 *sub; };
struct l1 { struct l1 *next; struct l2 *sub; };

#define MAKE(type, list, init)                       \
    while (__VERIFIER_nondet_int()) {                \
        struct type *n = malloc(sizeof(struct type)); \
        init;                                        \
        n->next = list;                              \
        list = n;                                    \
    }

static struct l5 *make5(void) { struct l5 *l = NULL; MAKE(l5, l, n->data = 0); return l; }
static struct l4 *make4(void) { struct l4 *l = NULL; MAKE(l4, l, n->sub = make5()); return l; }
static struct l3 *make3(void) { struct l3 *l = NULL; MAKE(l3, l, n->sub = make4()); return l; }
static struct l2 *make2(void) { struct l2 *l = NULL; MAKE(l2, l, n->sub = make3()); return l; }
static struct l1 *make1(void) { struct l1 *l = NULL; MAKE(l1, l, n->sub = make2()); return l; }

/* top-down: every node is freed before the list it owns */
static void free5(struct l5 *l)
{
    while (l != NULL) { struct l5 *next = l->next; free(l); l = next; }
}
static void free4(struct l4 *l)
{
    while (l != NULL) { struct l4 *next = l->next; struct l5 *sub = l->sub; free(l); free5(sub); l = next; }
}
static void free3(struct l3 *l)
{
    while (l != NULL) { struct l3 *next = l->next; struct l4 *sub = l->sub; free(l); free4(sub); l = next; }
}
static void free2(struct l2 *l)
{
    while (l != NULL) { struct l2 *next = l->next; struct l3 *sub = l->sub; free(l); free3(sub); l = next; }
}
static void free1(struct l1 *l)
{
    while (l != NULL) { struct l1 *next = l->next; struct l2 *sub = l->sub; free(l); free2(sub); l = next; }
}

int main(void)
{
    struct l1 *top = make1();
    free1(top);
    return 0;
}
