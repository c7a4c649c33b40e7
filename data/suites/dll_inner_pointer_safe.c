// expect: true
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct rec {
    int key;
    struct rec *next;
    struct rec *prev;
    int val;
};

int main(void)
{
    struct rec *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct rec *r = malloc(sizeof(*r));
        r->key = 1;
        r->val = 2;
        r->prev = NULL;
        r->next = head;
        if (head)
            head->prev = r;
        head = r;
    }

    /* walk the list through pointers to the `prev` field */
    if (head) {
        struct rec **pp = &head->prev;
        while (1) {
            struct rec *r = (struct rec *)((char *)pp - offsetof(struct rec, prev));
            r->val += r->key;
            if (r->next == NULL)
                break;
            pp = &r->next->prev;
        }
    }

    while (head) {
        struct rec *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
