// expect: true
// property: unreach-call
#include <stdlib.h>

extern void abort(void);
extern void reach_error(void);

struct cd {
    struct cd *next;
    struct cd *prev;
    int data;
};

static struct cd *cd_new(int data)
{
    struct cd *c = malloc(sizeof(*c));
    if (!c)
        abort();
    c->next = c;
    c->prev = c;
    c->data = data;
    return c;
}

static void prepend(struct cd **head, int data)
{
    struct cd *c = cd_new(data);
    struct cd *h = *head;
    c->next = h;
    c->prev = h->prev;
    h->prev->next = c;
    h->prev = c;
    *head = c;
}

int main(void)
{
    const int len = 3;
    struct cd *head = cd_new(1);
    for (int i = 1; i < len; i++)
        prepend(&head, 1);
    prepend(&head, 5);

    if (head->data != 5)
        goto ERROR;
    int count = 0;
    for (struct cd *c = head->next; c != head; c = c->next) {
        if (c->data != 1)
            goto ERROR;
        count++;
    }
    if (count != len)
        goto ERROR;

    head->prev->next = NULL;
    while (head) {
        struct cd *n = head->next;
        free(head);
        head = n;
    }
    return 0;
ERROR:
    reach_error();
    abort();
}
