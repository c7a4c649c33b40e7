// expect: false valid-memtrack
// domains: fa, product
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct page {
    struct page *next;
    struct page *prev;
};

/* a book of pages, one at least */
static struct page *bind_book(void)
{
    struct page *first = calloc(1, sizeof(struct page));
    struct page *last = first;
    while (__VERIFIER_nondet_int()) {
        struct page *p = calloc(1, sizeof(struct page));
        p->prev = last;
        last->next = p;
        last = p;
    }
    return first;
}

/* moves the bookmark to the last page; nothing else keeps the first one */
static void to_last_page(struct page **mark)
{
    struct page *p = *mark;
    while (p->next)
        p = p->next;
    *mark = p;
}

int main(void)
{
    struct page *mark = bind_book();
    to_last_page(&mark);
    /* tear the pages out from the back, but stop before the first one */
    while (mark->prev) {
        struct page *prev = mark->prev;
        free(mark);
        mark = prev;
    }
    mark = NULL; // ERROR
    return 0;
}
