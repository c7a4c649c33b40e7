// expect: true
#include <stdlib.h>

struct entry {
    int value;
    struct entry *next;
};

/* Memory still reachable from a global at exit is not lost (valid-memtrack). */
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
    return 0;
}
