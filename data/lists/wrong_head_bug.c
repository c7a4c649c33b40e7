// expect: false valid-deref
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next;
    struct list_head *prev;
};

#define list_entry(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))

struct item {
    int value;
    struct list_head link;
};

int main(void)
{
    struct list_head head = {&head, &head};
    while (__VERIFIER_nondet_int()) {
        struct item *it = malloc(sizeof(*it));
        it->value = __VERIFIER_nondet_int();
        it->link.next = head.next;
        it->link.prev = &head;
        head.next->prev = &it->link;
        head.next = &it->link;
    }

    /* bug: the walk starts at the head itself, which is in no item */
    int sum = 0;
    struct list_head *p = &head;
    do {
        sum += list_entry(p, struct item, link)->value; // ERROR
        p = p->next;
    } while (p != &head);

    while (head.next != &head) {
        p = head.next;
        head.next = p->next;
        free(list_entry(p, struct item, link));
    }
    return sum;
}
