// expect: true
// property: unreach-call
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

enum colour { WHITE, BLUE };

struct sq {
    struct sq *next;
    enum colour c;
};

int main(void)
{
    /* a list of white squares followed by blue ones, built front to back */
    struct sq *head = NULL, **end = &head;
    int blue_phase = 0;
    while (__VERIFIER_nondet_int()) {
        struct sq *s = malloc(sizeof(*s));
        if (!s)
            abort();
        if (!blue_phase && __VERIFIER_nondet_int())
            blue_phase = 1;
        s->c = blue_phase ? BLUE : WHITE;
        s->next = NULL;
        *end = s;
        end = &s->next;
    }
    /* after the first blue there is no white */
    int seen_blue = 0;
    for (struct sq *s = head; s; s = s->next) {
        if (s->c == BLUE)
            seen_blue = 1;
        else if (seen_blue)
            reach_error();
    }
    while (head) {
        struct sq *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
