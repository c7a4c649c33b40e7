// expect: false valid-deref
#include <stdlib.h>

struct vec2 {
    int x;
    int y;
};

struct rect {
    struct vec2 min;
    struct vec2 max;
};

struct shape {
    int id;
    struct rect box;
};

int main(void)
{
    struct shape *s = malloc(sizeof(struct shape));
    s->id = 1;
    struct vec2 *corner = &s->box.min;
    for (int i = 0; i <= 2; i++) { /* bug: a rectangle has two corners */
        corner[i].x = i; // ERROR
        corner[i].y = i;
    }
    free(s);
    return 0;
}
