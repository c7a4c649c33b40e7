// expect: true
#include <stdint.h>
#include <stdlib.h>

/* a colour bit kept in the low bit of a node pointer, as red-black trees do */
struct node {
    uintptr_t parent_colour;
    int key;
};

int main(void)
{
    struct node *root = malloc(sizeof(*root));
    struct node *child = malloc(sizeof(*child));
    if (!root || !child)
        abort();
    root->parent_colour = 0;
    child->parent_colour = (uintptr_t)root | 1; /* red, parent root */
    root = NULL;
    struct node *parent = (struct node *)(child->parent_colour & ~(uintptr_t)3);
    free(parent);
    free(child);
    return 0;
}
