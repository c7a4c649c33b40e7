// expect: false valid-free
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

enum colour { RED, BLACK };

struct rb {
    struct rb *next;
    enum colour colour;
};

int main(void)
{
    struct rb *nil = malloc(sizeof(*nil));
    nil->next = nil;
    nil->colour = BLACK;

    struct rb *list = nil;
    while (__VERIFIER_nondet_int()) {
        struct rb *n = malloc(sizeof(*n));
        n->colour = __VERIFIER_nondet_int() ? RED : BLACK;
        n->next = list;
        list = n;
    }

    /* bug: the sentinel is freed by the loop and once more after it */
    while (list != nil) {
        struct rb *n = list->next;
        free(list);
        list = n;
    }
    free(list);
    free(nil); // ERROR
    return 0;
}
