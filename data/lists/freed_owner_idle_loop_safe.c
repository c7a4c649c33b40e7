// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A connection owns a list of buffers. On hang-up the buffers are freed,
 * then the connection record, and the program idles until it exits: the
 * global still names the freed record, which points to nothing live. */
struct buffer {
    struct buffer *next;
    char bytes[8];
};

struct conn {
    struct buffer *buffers;
    int fd;
};

static struct conn *conn;

int main(void)
{
    conn = malloc(sizeof(*conn));
    if (conn == NULL)
        abort();
    conn->fd = 3;
    conn->buffers = NULL;
    do {
        struct buffer *b = malloc(sizeof(*b));
        if (b == NULL)
            abort();
        b->next = conn->buffers;
        conn->buffers = b;
    } while (__VERIFIER_nondet_int());
    while (conn->buffers != NULL) {
        struct buffer *b = conn->buffers;
        conn->buffers = b->next;
        free(b);
    }
    free(conn);
    int ticks = 0;
    for (;;) {
        if (ticks == 3)
            exit(0);
        ticks++;
    }
}
