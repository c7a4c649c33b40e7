// expect: true
// domains: fa, product
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

/* schools of classes of pupils, three nested lists that are never empty,
   all nodes allocated by one zeroing wrapper; the destructors rely on
   every list having a first node */
struct pupil { struct pupil *next; int age; };
struct class { struct class *next; struct pupil *pupils; };
struct school { struct school *next; struct class *classes; };

static void *xzalloc(size_t size)
{
    void *p = malloc(size);
    if (!p)
        abort();
    memset(p, 0, size);
    return p;
}

static void add_pupil(struct pupil **list)
{
    struct pupil *p = xzalloc(sizeof(*p));
    p->age = 7;
    p->next = *list;
    *list = p;
}

static void add_class(struct class **list)
{
    struct class *c = xzalloc(sizeof(*c));
    do
        add_pupil(&c->pupils);
    while (__VERIFIER_nondet_int());
    c->next = *list;
    *list = c;
}

static void add_school(struct school **list)
{
    struct school *s = xzalloc(sizeof(*s));
    do
        add_class(&s->classes);
    while (__VERIFIER_nondet_int());
    s->next = *list;
    *list = s;
}

static void free_pupils(struct pupil *p)
{
    do {
        struct pupil *next = p->next;
        free(p);
        p = next;
    } while (p);
}

static void free_classes(struct class *c)
{
    do {
        free_pupils(c->pupils);
        struct class *next = c->next;
        free(c);
        c = next;
    } while (c);
}

int main(void)
{
    struct school *schools = NULL;
    do
        add_school(&schools);
    while (__VERIFIER_nondet_int());
    do {
        free_classes(schools->classes);
        struct school *next = schools->next;
        free(schools);
        schools = next;
    } while (schools);
    return 0;
}
