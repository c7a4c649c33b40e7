// expect: false unreach-call
// property: unreach-call
#include <stdlib.h>

extern void abort(void);
/* competition style: reach_error is defined by the program with an empty
 * body (weak, so the native test runtime's definition wins when linked) */
__attribute__((weak)) void reach_error(void) {}

typedef struct cell {
    struct cell *next;
    int data;
} *SLL;

static SLL cell_new(int data)
{
    SLL c = malloc(sizeof(struct cell));
    if (c == NULL)
        abort();
    c->next = NULL;
    c->data = data;
    return c;
}

int main(void)
{
    const int len = 2;
    SLL head = NULL;
    for (int i = 0; i < len; i++) {
        SLL c = cell_new(1);
        c->next = head;
        head = c;
    }
    /* bug: the expected sum is wrong */
    int sum = 0;
    for (SLL c = head; c != NULL; c = c->next)
        sum += c->data;
    if (sum != len + 1)
        goto ERROR;
    while (head) {
        SLL n = head->next;
        free(head);
        head = n;
    }
    return 0;
ERROR:
    reach_error(); // ERROR
    abort();
}
