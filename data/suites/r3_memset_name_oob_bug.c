// expect: false valid-deref
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

#define NAME_LEN 12

struct entry {
    struct entry *next;
    char name[NAME_LEN];
    int id;
};

int main(void)
{
    struct entry *list = NULL;
    int id = 0;
    while (__VERIFIER_nondet_int()) {
        struct entry *e = malloc(sizeof(*e));
        if (!e)
            abort();
        memset(e->name, 0, sizeof(*e)); // ERROR
        e->name[0] = 'a' + id % 26;
        e->id = id++;
        e->next = list;
        list = e;
    }
    while (list) {
        struct entry *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
