// expect: true
// property: memcleanup
#include <stdlib.h>

struct entry {
    int value;
    struct entry *next;
};

struct entry *registry = NULL;

static void register_value(int value)
{
    struct entry *e = malloc(sizeof(struct entry));
    e->value = value;
    e->next = registry;
    registry = e;
}

static void clear_registry(void)
{
    while (registry != NULL) {
        struct entry *next = registry->next;
        free(registry);
        registry = next;
    }
}

int main(void)
{
    for (int i = 0; i < 3; i++)
        register_value(i);
    clear_registry();
    return 0;
}
