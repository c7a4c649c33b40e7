// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

typedef struct group {
    struct group *next;
    struct group *members;
} *Group;

static Group chain(int len)
{
    Group head = NULL;
    while (len-- > 0) {
        Group g = malloc(sizeof(struct group));
        if (!g)
            abort();
        g->next = head;
        g->members = NULL;
        head = g;
    }
    return head;
}

static void append_group(Group *list, int width)
{
    Group g = malloc(sizeof(struct group));
    if (!g)
        abort();
    g->members = chain(width);
    g->next = NULL;
    if (*list == NULL) {
        *list = g;
        return;
    }
    Group t = *list;
    while (t->next)
        t = t->next;
    t->next = g;
}

static void destroy(Group list)
{
    while (list) {
        Group next = list->next;
        Group m = list->members;
        while (m) {
            Group mn = m->next;
            free(m);
            m = mn;
        }
        free(list);
        list = next;
    }
}

int main(void)
{
    Group list = NULL;
    for (int w = 1; w <= 3; w++)
        for (int k = 0; k < 4 && __VERIFIER_nondet_int(); k++)
            append_group(&list, w);
    destroy(list);
    return 0;
}
