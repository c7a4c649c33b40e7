// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

enum colour { RED, BLACK };

struct rb {
    struct rb *next;
    enum colour colour;
};

int main(void)
{
    /* the list ends in a sentinel node instead of NULL */
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

    /* every red node gets a black successor */
    for (struct rb *n = list; n != nil; n = n->next) {
        if (n->colour == RED && n->next != nil && n->next->colour == RED)
            n->next->colour = BLACK;
    }

    while (list != nil) {
        struct rb *n = list->next;
        free(list);
        list = n;
    }
    free(nil);
    return 0;
}
