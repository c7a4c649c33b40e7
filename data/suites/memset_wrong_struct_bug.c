// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

struct small {
    struct small *next;
};

struct big {
    struct big *next;
    long payload[3];
};

int main(void)
{
    struct small *list = NULL;
    while (__VERIFIER_nondet_int()) {
        struct small *s = malloc(sizeof(struct small));
        if (!s)
            abort();
        /* bug: cleared with the size of the other type */
        memset(s, 0, sizeof(struct big)); // ERROR
        s->next = list;
        list = s;
    }
    while (list) {
        struct small *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
