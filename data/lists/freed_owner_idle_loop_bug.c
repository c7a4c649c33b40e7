// expect: false valid-memtrack
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

/* A connection owns a list of buffers. On hang-up the connection record is
 * freed but its buffers are not, and the program idles until it exits. The
 * global still names the freed record, but the idle loop, which only exit()
 * leaves, never reads it: the buffers reachable only through the freed
 * record are lost when the loop is entered (as they would be were the loop
 * endless). */
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
    free(conn);
    int ticks = 0;
    for (;;) {
        if (ticks == 3) // ERROR
            exit(0);
        ticks++;
    }
}
