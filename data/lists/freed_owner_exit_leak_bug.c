// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A global queue of jobs. On shutdown only the first job is freed before
 * exit(): the global still names that freed job, but the jobs behind it are
 * reachable only through freed memory, so they are lost. */
struct job {
    struct job *next;
    int id;
};

static struct job *queue;

int main(void)
{
    int id = 0;
    do {
        struct job *j = malloc(sizeof(*j));
        if (j == NULL)
            abort();
        j->id = id++;
        j->next = queue;
        queue = j;
    } while (__VERIFIER_nondet_int());
    int more = queue->next != NULL;
    free(queue);
    if (more)
        exit(1); // ERROR
    return 0;
}
