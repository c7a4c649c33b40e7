// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct sk {
    struct sk *next;
    struct sk *express;
};

int main(void)
{
    /* head and tail sentinels, both levels */
    struct sk *head = malloc(sizeof(struct sk));
    struct sk *tail = malloc(sizeof(struct sk));
    head->next = tail;
    head->express = tail;
    tail->next = NULL;
    tail->express = NULL;

    while (__VERIFIER_nondet_int()) {
        /* pick an express segment, then a position inside it */
        struct sk *lane = head;
        while (lane->express != tail && __VERIFIER_nondet_int())
            lane = lane->express;
        struct sk *at = lane;
        while (at->next != lane->express && __VERIFIER_nondet_int())
            at = at->next;

        struct sk *n = malloc(sizeof(struct sk));
        n->next = at->next;
        at->next = n;
        if (__VERIFIER_nondet_int()) {
            /* promote: n splits the express segment of `lane` after `at` */
            n->express = lane->express;
            lane->express = n;
        } else {
            n->express = NULL;
        }
    }

    while (head) {
        struct sk *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
