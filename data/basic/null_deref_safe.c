// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct point {
    int x;
    int y;
};

/* Returns a fresh point, or NULL when none is wanted. */
struct point *make_point(int wanted)
{
    if (!wanted)
        return NULL;
    struct point *p = malloc(sizeof(struct point));
    p->x = 1;
    p->y = 2;
    return p;
}

int main(void)
{
    struct point *p = make_point(__VERIFIER_nondet_int());
    if (p != NULL) {
        p->x = p->x + p->y;
        free(p);
    }
    return 0;
}
