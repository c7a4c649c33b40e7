// expect: false valid-free
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* a Linux-style singly linked list: the link is embedded in the entry */
struct slist {
    struct slist *next;
};

struct entry {
    int key;
    struct slist link;
    int value;
};

#define slist_entry(ptr) \
    ((struct entry *)((char *)(ptr) - offsetof(struct entry, link)))

static void slist_append(struct slist *head, struct slist *item)
{
    struct slist *last = head;
    while (last->next != NULL)
        last = last->next;
    item->next = NULL;
    last->next = item;
}

int main(void)
{
    struct slist head = {NULL};

    while (__VERIFIER_nondet_int()) {
        struct entry *e = malloc(sizeof(*e));
        e->key = __VERIFIER_nondet_int();
        e->value = 0;
        slist_append(&head, &e->link);
    }

    for (struct slist *p = head.next; p != NULL; p = p->next)
        slist_entry(p)->value = slist_entry(p)->key;

    /* bug: the link is freed instead of the entry that contains it */
    while (head.next != NULL) {
        struct slist *p = head.next;
        head.next = p->next;
        free(p); // ERROR
    }
    return 0;
}
