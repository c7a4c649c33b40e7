// expect: false valid-memtrack
// domains: smg, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct entry {
    int key;
};

static void *maybe_malloc(size_t size)
{
    if (__VERIFIER_nondet_int())
        return malloc(size);
    return NULL;
}

/* fills the table; when an allocation fails, frees what it made */
static int fill(struct entry **table, int n)
{
    struct entry *e;
    int i = 0;
    int j;
    for (; i < n; i++) {
        e = maybe_malloc(sizeof(struct entry));
        if (!e)
            goto undo;
        table[i] = e;
    }
    return 0;
undo:
    for (j = i - 1; j >= 0; j--) {
        free(table[j]);
        table[j] = NULL;
    }
    return -1;
}

static void session(void)
{
    int i;
    int n = 10;
    struct entry **table = maybe_malloc(n * sizeof(*table));
    if (table) {
        for (i = 0; i < n; i++)
            table[i] = NULL;
        fill(table, n);
        /* the entries are not freed: the table held the last pointers */
        free(table);
    }
} // ERROR

int main(void)
{
    session();
    return 0;
}
