// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct flagged {
    unsigned used : 1;
    unsigned colour : 2;
    unsigned level : 5;
    struct flagged *next;
};

int main(void)
{
    struct flagged *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct flagged *f = malloc(sizeof(*f));
        if (!f)
            abort();
        f->used = 1;
        f->colour = 2;
        f->level = 17;
        f->next = list;
        list = f;
    }
    for (struct flagged *f = list; f; f = f->next)
        f->colour = (f->colour + 1) & 3;
    while (list) {
        struct flagged *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
