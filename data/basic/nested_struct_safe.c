// expect: true
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
    struct shape *next;
};

int area(const struct rect *r)
{
    return (r->max.x - r->min.x) * (r->max.y - r->min.y);
}

int main(void)
{
    struct shape *s = malloc(sizeof(struct shape));
    s->id = 1;
    s->box.min.x = 0;
    s->box.min.y = 0;
    struct vec2 *corner = &s->box.max;
    corner->x = 10;
    corner->y = 5;
    s->next = NULL;
    int a = area(&s->box);
    if (s->next != NULL)
        a += area(&s->next->box);
    free(s);
    return a == 50 ? 0 : 1;
}
