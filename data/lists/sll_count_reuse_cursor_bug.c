// expect: false valid-memtrack
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct item {
    struct item *next;
    int value;
};

/* one cursor variable serves the count and the teardown, which keeps the last item */
int main(void)
{
    struct item *head = NULL;
    struct item *cur;
    long count = 0;
    while (__VERIFIER_nondet_int()) {
        cur = malloc(sizeof *cur);
        if (!cur)
            break;
        cur->value = 0;
        cur->next = head;
        head = cur;
    }
    for (cur = head; cur; cur = cur->next)
        count++;
    while (head && head->next) {
        cur = head->next;
        free(head);
        head = cur;
    }
    head = NULL; // ERROR
    return count == 0;
}
