// expect: false valid-memtrack
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* 16 bytes, as is the table of two bucket pointers: the table must not be
   taken for a node of the lists it holds. */
struct entry {
    struct entry *next;
    int key;
};

int main(void)
{
    struct entry **table = calloc(2, sizeof *table);
    if (!table)
        return 1;
    while (__VERIFIER_nondet_int()) {
        struct entry *e = malloc(sizeof *e);
        if (!e)
            break;
        e->key = __VERIFIER_nondet_int();
        int b = e->key & 1;
        e->next = table[1 - b];
        table[b] = e; // ERROR
    }
    for (int b = 0; b < 2; b++) {
        while (table[b]) {
            struct entry *e = table[b];
            table[b] = e->next;
            free(e);
        }
    }
    free(table);
    return 0;
}
