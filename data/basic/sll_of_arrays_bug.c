// expect: false valid-deref
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

#define WIDTH 64

/* a list of sample blocks: each node carries a fixed array of readings */
struct block {
    struct block *next;
    int reading[WIDTH];
};

int main(void)
{
    struct block *head = NULL;
    struct block *b;
    long total = 0;
    int i;
    while (__VERIFIER_nondet_int()) {
        b = malloc(sizeof *b);
        if (!b)
            break;
        for (i = 0; i < WIDTH; i++)
            b->reading[i] = __VERIFIER_nondet_int();
        b->next = head;
        head = b;
    }
    /* off by one: the last reading of a block is followed by the next block's pointer */
    for (b = head; b; b = b->next)
        for (i = 0; i <= WIDTH; i++)
            total += b->reading[i]; // ERROR
    while (head) {
        b = head->next;
        free(head);
        head = b;
    }
    return total == 0;
}
