// expect: false valid-deref
#include <stdlib.h>

struct pair {
    int first;
    int second;
};

int main(void)
{
    struct pair *p = malloc(sizeof(int)); /* bug: room for one int only */
    p->first = 1;
    p->second = 2; // ERROR
    free(p);
    return 0;
}
