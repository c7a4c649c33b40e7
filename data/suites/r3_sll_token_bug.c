// expect: false valid-deref
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* stations on a list pass a token along; the station holding it may
 * leave the list, handing the token to its successor first */
struct station {
    struct station *next;
    int has_token;
};

int main(void)
{
    struct station *head = malloc(sizeof(*head));
    if (!head)
        abort();
    head->next = NULL;
    head->has_token = 0;
    while (__VERIFIER_nondet_int()) {
        struct station *s = malloc(sizeof(*s));
        if (!s)
            abort();
        s->has_token = 0;
        s->next = head;
        head = s;
    }
    head->has_token = 1; /* the first station starts with the token */
    struct station *prev = NULL, *cur = head;
    while (cur) {
        if (cur->has_token && cur->next && __VERIFIER_nondet_int()) {
            struct station *gone = cur;
            cur->next->has_token = 1;
            if (prev)
                prev->next = cur->next;
            else
                head = cur->next;
            free(gone);
            cur = cur->next; // ERROR
            continue;
        }
        if (cur->has_token && cur->next) {
            cur->has_token = 0;
            cur->next->has_token = 1;
        }
        prev = cur;
        cur = cur->next;
    }
    while (head) {
        struct station *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
