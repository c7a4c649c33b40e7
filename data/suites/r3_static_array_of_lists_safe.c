// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* four global lists indexed by the class of the item */
#define CLASSES 4

struct item {
    struct item *next;
    int cls;
};

static struct item *lists[CLASSES];

int main(void)
{
    while (__VERIFIER_nondet_int()) {
        int c = __VERIFIER_nondet_int();
        if (c < 0 || c >= CLASSES)
            continue;
        struct item *it = malloc(sizeof(*it));
        if (!it)
            abort();
        it->cls = c;
        it->next = lists[c];
        lists[c] = it;
    }
    for (int c = 0; c < CLASSES; c++) {
        while (lists[c]) {
            struct item *n = lists[c]->next;
            free(lists[c]);
            lists[c] = n;
        }
    }
    return 0;
}
