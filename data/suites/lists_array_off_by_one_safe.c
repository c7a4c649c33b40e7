// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

#define QUEUES 3

struct msg {
    struct msg *next;
    int body;
};

int main(void)
{
    struct msg *queue[QUEUES] = { NULL, NULL, NULL };
    while (__VERIFIER_nondet_int()) {
        int q = __VERIFIER_nondet_int();
        if (q < 0 || q >= QUEUES)
            continue;
        struct msg *m = malloc(sizeof(*m));
        if (!m)
            abort();
        m->body = q;
        m->next = queue[q];
        queue[q] = m;
    }
    for (int i = 0; i < QUEUES; i++) {
        while (queue[i]) {
            struct msg *m = queue[i];
            queue[i] = m->next;
            free(m);
        }
    }
    return 0;
}
