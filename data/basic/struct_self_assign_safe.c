// expect: true
#include <stdlib.h>

struct cell {
    struct cell *next;
    long data[2];
};

int main(void)
{
    struct cell *a = malloc(sizeof(*a));
    a->next = malloc(sizeof(*a));
    a->next->next = NULL;
    a->data[0] = 1;
    a->data[1] = 2;
    struct cell *b = a;
    /* a struct assigned to itself: a copy between equal blocks */
    *b = *a;
    free(a->next);
    free(a);
    return 0;
}
