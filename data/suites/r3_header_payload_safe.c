// expect: true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* each block is a header followed by its payload, allocated at once;
 * the list links payloads, the header is found by pointer arithmetic */
struct hdr {
    struct hdr *next;
    unsigned size;
};

static void *block_alloc(struct hdr **list, unsigned size)
{
    struct hdr *h = malloc(sizeof(struct hdr) + size);
    if (!h)
        abort();
    h->size = size;
    h->next = *list;
    *list = h;
    return h + 1;
}

static void block_fill(void *payload)
{
    struct hdr *h = (struct hdr *)payload - 1;
    char *c = payload;
    for (unsigned i = 0; i < h->size; i++)
        c[i] = 'x';
}

int main(void)
{
    struct hdr *list = NULL;
    while (__VERIFIER_nondet_int()) {
        void *p = block_alloc(&list, __VERIFIER_nondet_int() ? 8 : 16);
        block_fill(p);
    }
    while (list) {
        struct hdr *n = list->next;
        free(list);
        list = n;
    }
    return 0;
}
