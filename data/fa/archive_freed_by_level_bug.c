// expect: false valid-free
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* An archive of rooms of cabinets of drawers of folders, each folder
 * holding one sheet; no list is empty. It is emptied one level at a time:
 * first every sheet, then every folder, drawer and cabinet, then the rooms.
 * Between two rounds the nodes of the level below hold dangling pointers; the
 * sheets are thrown away twice. */
struct folder { struct folder *next; char *sheet; };
struct drawer { struct drawer *next; struct folder *folders; };
struct cabinet { struct cabinet *next; struct drawer *drawers; };
struct room { struct room *next; struct cabinet *cabinets; };

static void *alloc(size_t size)
{
    void *p = calloc(1, size);
    if (!p)
        abort();
    return p;
}

static void add_folder(struct folder **list)
{
    struct folder *f = alloc(sizeof(*f));
    f->sheet = alloc(64);
    f->next = *list;
    *list = f;
}

static void add_drawer(struct drawer **list)
{
    struct drawer *d = alloc(sizeof(*d));
    do
        add_folder(&d->folders);
    while (__VERIFIER_nondet_int());
    d->next = *list;
    *list = d;
}

static void add_cabinet(struct cabinet **list)
{
    struct cabinet *c = alloc(sizeof(*c));
    do
        add_drawer(&c->drawers);
    while (__VERIFIER_nondet_int());
    c->next = *list;
    *list = c;
}

static void add_room(struct room **list)
{
    struct room *r = alloc(sizeof(*r));
    do
        add_cabinet(&r->cabinets);
    while (__VERIFIER_nondet_int());
    r->next = *list;
    *list = r;
}

/* The levels, from the top: rooms 0, cabinets 1, drawers 2, folders 3, sheets 4. */
static void empty_folders(struct folder *f, int level)
{
    do {
        if (level == 4)
            free(f->sheet); // ERROR
        struct folder *next = f->next;
        if (level == 3)
            free(f);
        f = next;
    } while (f);
}

static void empty_drawers(struct drawer *d, int level)
{
    do {
        if (level > 2)
            empty_folders(d->folders, level);
        struct drawer *next = d->next;
        if (level == 2)
            free(d);
        d = next;
    } while (d);
}

static void empty_cabinets(struct cabinet *c, int level)
{
    do {
        if (level > 1)
            empty_drawers(c->drawers, level);
        struct cabinet *next = c->next;
        if (level == 1)
            free(c);
        c = next;
    } while (c);
}

static void empty(struct room *r, int level)
{
    do {
        if (level > 0)
            empty_cabinets(r->cabinets, level);
        struct room *next = r->next;
        if (level == 0)
            free(r);
        r = next;
    } while (r);
}

int main(void)
{
    struct room *archive = NULL;
    do
        add_room(&archive);
    while (__VERIFIER_nondet_int());

    empty(archive, 4);
    empty(archive, 4);
    empty(archive, 3);
    empty(archive, 2);
    empty(archive, 1);
    empty(archive, 0);
    return 0;
}
