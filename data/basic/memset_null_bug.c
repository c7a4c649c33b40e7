// expect: false valid-deref
#include <string.h>

struct node {
    int value;
    struct node *next;
};

struct list {
    struct node *head;
    int size;
};

int main(void)
{
    struct list l;
    memset(&l, 0, sizeof l);
    l.size = 1;
    /* bug: the list is empty, head is NULL */
    l.head->value = 1; // ERROR
    return 0;
}
