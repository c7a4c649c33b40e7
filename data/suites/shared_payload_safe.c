// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct entry {
    struct entry *next;
    int *payload;
};

static void push(struct entry **list)
{
    struct entry *e = malloc(sizeof *e);
    e->next = *list;
    e->payload = e->next ? e->next->payload : malloc(sizeof(int));
    *list = e;
}

int main(void)
{
    struct entry *list = NULL;
    do
        push(&list);
    while (__VERIFIER_nondet_int());

    int *shared = list->payload;
    while (list) {
        struct entry *next = list->next;
        free(list);
        list = next;
    }
    free(shared);
    return 0;
}
