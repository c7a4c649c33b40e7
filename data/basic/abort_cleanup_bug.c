// expect: false valid-memcleanup
// property: memcleanup
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct item {
    struct item *next;
    int key;
};

int main(void)
{
    struct item *head = NULL;
    for (int i = 0; i < 3; i++) {
        struct item *n = malloc(sizeof(*n));
        n->key = i;
        n->next = head;
        head = n;
    }
    /* bug: abort() ends the program with the list still allocated */
    if (__VERIFIER_nondet_int())
        abort(); // ERROR
    while (head) {
        struct item *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
