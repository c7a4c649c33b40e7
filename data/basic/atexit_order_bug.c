// expect: false valid-deref
#include <stdlib.h>

/* A table of entries, each freed by its own handler: handlers run last
 * registered first, so the table must be registered first to be freed
 * last. Here it is registered last: its handler runs first, and the one
 * freeing the entries then reads the freed table. */
struct table {
    int *entries[2];
};

static struct table *table;

static void free_table(void)
{
    free(table);
}

static void free_entries(void)
{
    free(table->entries[0]); // ERROR
    free(table->entries[1]);
}

int main(void)
{
    table = malloc(sizeof(*table));
    if (!table)
        return 1;
    table->entries[0] = malloc(sizeof(int));
    table->entries[1] = malloc(sizeof(int));
    atexit(free_entries);
    atexit(free_table);
    return 0;
}
