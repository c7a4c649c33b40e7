// expect: false valid-memcleanup
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

int main(void)
{
    for (int i = 0; i < 3; i++)
        register_value(i);
    /* bug: the registry is still allocated when the program ends */
    return 0; // ERROR
}
