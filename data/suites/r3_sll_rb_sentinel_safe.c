// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* a list ended by a sentinel node; every red node is followed by a black one */
#define RED 0
#define BLACK 1

struct TSLL {
    struct TSLL *next;
    int colour;
};

int main(void)
{
    struct TSLL *end = malloc(sizeof(struct TSLL));
    if (!end)
        abort();
    end->next = NULL;
    end->colour = BLACK;

    struct TSLL *list = end;
    while (__VERIFIER_nondet_int()) {
        struct TSLL *x = malloc(sizeof(struct TSLL));
        if (!x)
            abort();
        x->next = list;
        if (__VERIFIER_nondet_int()) {
            x->colour = BLACK;
        } else {
            x->colour = RED;
            struct TSLL *b = malloc(sizeof(struct TSLL));
            if (!b)
                abort();
            b->colour = BLACK;
            b->next = list;
            x->next = b;
        }
        list = x;
    }

    /* walk: after a red node the next one exists and is black */
    struct TSLL *x = list;
    while (x != end) {
        if (x->colour == RED) {
            x = x->next;
            if (x->colour != BLACK)
                abort();
        }
        x = x->next;
    }

    while (list != end) {
        struct TSLL *n = list->next;
        free(list);
        list = n;
    }
    free(end);
    return 0;
}
