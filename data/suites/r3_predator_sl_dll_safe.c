// expect: true
#include <stdlib.h>
#include <string.h>

extern int ___sl_get_nondet_int(void);
extern void ___sl_plot(const char *name, ...);

/* Predator-style: a DLL of zeroed nodes built with memset, plotted */
struct node {
    struct node *next;
    struct node *prev;
    int payload[3];
};

static struct node *create_dll(void)
{
    struct node *list = NULL;
    do {
        struct node *n = malloc(sizeof *n);
        if (!n)
            abort();
        memset(n, 0, sizeof *n);
        n->next = list;
        if (list)
            list->prev = n;
        list = n;
    } while (___sl_get_nondet_int());
    return list;
}

int main(void)
{
    struct node *list = create_dll();
    ___sl_plot("built");
    /* go to the end, then free backwards */
    while (list->next)
        list = list->next;
    while (list) {
        struct node *p = list->prev;
        list->payload[2] = 1;
        free(list);
        list = p;
    }
    return 0;
}
