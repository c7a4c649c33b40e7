// expect: true
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct chunk {
    struct chunk *next;
    int len;
    int data[];
};

int main(void)
{
    struct chunk *list = NULL;
    while (__VERIFIER_nondet_int()) {
        int len = __VERIFIER_nondet_int() ? 4 : 2;
        struct chunk *c = malloc(offsetof(struct chunk, data) + len * sizeof(int));
        if (!c)
            abort();
        c->len = len;
        for (int i = 0; i < len; i++)
            c->data[i] = i;
        c->next = list;
        list = c;
    }
    while (list) {
        struct chunk *n = list->next;
        list->data[list->len - 1] = 0;
        free(list);
        list = n;
    }
    return 0;
}
