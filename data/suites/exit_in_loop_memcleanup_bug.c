// expect: false valid-memcleanup
// property: memcleanup
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct token {
    struct token *next;
    int kind;
};

static struct token *tokens;

static void drop_all(void)
{
    while (tokens) {
        struct token *t = tokens->next;
        free(tokens);
        tokens = t;
    }
}

static void fatal(void)
{
    drop_all();
    exit(2);
}

int main(void)
{
    while (__VERIFIER_nondet_int()) {
        struct token *t = malloc(sizeof(*t));
        if (!t)
            fatal();
        t->kind = __VERIFIER_nondet_int();
        t->next = tokens;
        tokens = t;
        /* bug: a bad token stops everything without cleaning up */
        if (t->kind < 0)
            exit(2); // ERROR
    }
    drop_all();
    return 0;
}
