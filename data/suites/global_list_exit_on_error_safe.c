// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct line {
    struct line *next;
    int number;
    char *text;
};

static struct line *lines;

static void parse_error(void)
{
    /* everything allocated is still reachable from a global: no leak */
    exit(1);
}

static void add_line(int number)
{
    struct line *l = malloc(sizeof(*l));
    if (!l)
        abort();
    l->number = number;
    l->text = malloc(16);
    if (!l->text)
        abort();
    l->next = lines;
    lines = l;
}

int main(void)
{
    int number = 0;
    while (__VERIFIER_nondet_int()) {
        add_line(++number);
        if (__VERIFIER_nondet_int() < 0)
            parse_error();
    }
    while (lines) {
        struct line *l = lines;
        lines = l->next;
        free(l->text);
        free(l);
    }
    return 0;
}
