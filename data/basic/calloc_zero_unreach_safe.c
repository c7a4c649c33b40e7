// expect: true
// property: unreach-call
#include <stdlib.h>

extern void reach_error(void);

struct counters {
    int hits;
    int misses;
    int table[4];
};

int main(void)
{
    struct counters *c = calloc(1, sizeof(struct counters));
    int sum = c->hits + c->misses;
    for (int i = 0; i < 4; i++)
        sum += c->table[i];
    if (sum != 0)
        reach_error();
    free(c);
    return 0;
}
