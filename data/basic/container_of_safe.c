// expect: true
#include <stddef.h>
#include <stdlib.h>

/* A Linux-style list: the links live in the middle of the payload. */
struct list_head {
    struct list_head *next;
    struct list_head *prev;
};

struct task {
    int id;
    struct list_head link;
    int priority;
};

#define task_of(ptr) ((struct task *)((char *)(ptr) - offsetof(struct task, link)))

static void list_add_tail(struct list_head *item, struct list_head *head)
{
    item->prev = head->prev;
    item->next = head;
    head->prev->next = item;
    head->prev = item;
}

int main(void)
{
    struct list_head head = {&head, &head};
    for (int i = 0; i < 3; i++) {
        struct task *t = malloc(sizeof(struct task));
        t->id = i;
        t->priority = 10 - i;
        list_add_tail(&t->link, &head);
    }

    int sum = 0;
    for (struct list_head *p = head.next; p != &head; p = p->next)
        sum += task_of(p)->priority;

    while (head.next != &head) {
        struct list_head *p = head.next;
        head.next = p->next;
        p->next->prev = &head;
        free(task_of(p));
    }
    return sum == 27 ? 0 : 1;
}
