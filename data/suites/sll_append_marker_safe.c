// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);

typedef struct item {
    int key;
    struct item *next;
} Item;

static void append(Item **list, int key)
{
    Item *it = malloc(sizeof(Item));
    if (it == NULL)
        abort();
    it->key = key;
    it->next = NULL;
    if (*list == NULL) {
        *list = it;
        return;
    }
    Item *p = *list;
    while (p->next != NULL)
        p = p->next;
    p->next = it;
}

int main(void)
{
    Item *list = NULL;
    int n = 0;
    while (n < 10 && __VERIFIER_nondet_int()) {
        append(&list, 0);
        n++;
    }
    append(&list, 5);

    Item *p = list;
    while (p->next != NULL) {
        if (p->key != 0)
            goto ERROR;
        p = p->next;
    }
    if (p->key != 5)
        goto ERROR;

    while (list != NULL) {
        p = list->next;
        free(list);
        list = p;
    }
    return 0;
ERROR:
    reach_error();
    abort();
}
