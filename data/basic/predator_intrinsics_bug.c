// expect: false valid-deref
/* Predator's intrinsics: ___sl_get_nondet_int is an input, ___sl_plot
   draws the heap; the list is walked one node too far */
#include <stdlib.h>

extern int ___sl_get_nondet_int(void);
extern void ___sl_plot(const char *name, ...);

struct node {
    struct node *next;
    int value;
};

int main(void)
{
    struct node *list = NULL;
    while (___sl_get_nondet_int()) {
        struct node *n = malloc(sizeof(*n));
        n->next = list;
        n->value = 0;
        list = n;
    }
    ___sl_plot("built");
    struct node *p = list;
    while (p != NULL)
        p = p->next;
    p->value = 1; // ERROR
    while (list != NULL) {
        struct node *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
