// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct entry {
    struct entry *next;
    int *payload;
};

/* every entry shares the payload of the entry behind it */
static void push(struct entry **list)
{
    struct entry *e = malloc(sizeof *e);
    e->next = *list;
    e->payload = e->next ? e->next->payload : malloc(sizeof(int));
    *list = e;
}

static void drop_all(struct entry *list)
{
    while (list) {
        struct entry *next = list->next;
        free(list);
        list = next;
    }
}

int main(void)
{
    struct entry *list = NULL;
    do
        push(&list);
    while (__VERIFIER_nondet_int());

    /* bug: the shared payload is never freed */
    drop_all(list);
    return 0; // ERROR
}
