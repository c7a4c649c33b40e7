// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* a queue: enqueue at the tail, dequeue at the head, in any order */
struct T {
    struct T *next;
    int data;
};

int main(void)
{
    struct T *head = NULL, *tail = NULL;
    while (__VERIFIER_nondet_int()) {
        if (__VERIFIER_nondet_int()) {
            struct T *x = malloc(sizeof(struct T));
            if (!x)
                abort();
            x->next = NULL;
            x->data = __VERIFIER_nondet_int();
            if (tail)
                tail->next = x;
            else
                head = x;
            tail = x;
        } else if (head) {
            struct T *x = head;
            head = head->next;
            if (!head)
                tail = NULL;
            free(x);
        }
    }
    while (head) {
        struct T *x = head;
        head = head->next;
        free(x);
    }
    return 0;
}
