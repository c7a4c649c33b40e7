// expect: false valid-free
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct payload {
    int len;
    char bytes[12];
};

struct record {
    struct record *next;
    int flags;
    struct payload body;
};

int main(void)
{
    struct record *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct record *r = malloc(sizeof(*r));
        if (!r)
            abort();
        r->flags = 0;
        r->body.len = 0;
        r->next = list;
        list = r;
    }
    while (list) {
        /* only the body is at hand: recover the record from it */
        struct payload *body = &list->body;
        list = list->next;
        /* bug: the offset of the wrong member is subtracted */
        char *raw = (char *)body - offsetof(struct record, flags);
        free(raw); // ERROR
    }
    return 0;
}
