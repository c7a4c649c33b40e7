// expect: true
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next;
    struct list_head *prev;
};

#define container_of(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))

struct item {
    int value;
    struct list_head link;
};

/* an SLL whose nodes hold the heads of two cyclic Linux-style DLLs,
   one for the odd values and one for the even values */
struct bucket {
    struct bucket *next;
    struct list_head odd;
    struct list_head even;
};

static void list_add(struct list_head *new, struct list_head *head)
{
    new->next = head->next;
    new->prev = head;
    head->next->prev = new;
    head->next = new;
}

static void free_items(struct list_head *head)
{
    while (head->next != head) {
        struct list_head *p = head->next;
        head->next = p->next;
        p->next->prev = head;
        free(container_of(p, struct item, link));
    }
}

int main(void)
{
    struct bucket *buckets = NULL;
    while (__VERIFIER_nondet_int()) {
        struct bucket *b = malloc(sizeof(*b));
        b->odd.next = b->odd.prev = &b->odd;
        b->even.next = b->even.prev = &b->even;
        while (__VERIFIER_nondet_int()) {
            struct item *it = malloc(sizeof(*it));
            it->value = __VERIFIER_nondet_int();
            list_add(&it->link, (it->value & 1) ? &b->odd : &b->even);
        }
        b->next = buckets;
        buckets = b;
    }

    while (buckets != NULL) {
        struct bucket *next = buckets->next;
        free_items(&buckets->odd);
        free_items(&buckets->even);
        free(buckets);
        buckets = next;
    }
    return 0;
}
