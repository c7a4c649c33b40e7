// expect: true
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

union word {
    unsigned int whole;
    unsigned char bytes[4];
};

struct tagged {
    int is_pointer;
    union {
        int *pointer;
        int value;
    } u;
};

int main(void)
{
    union word w;
    w.whole = 0;
    w.bytes[0] = 1;
    w.bytes[3] = 0;
    int low = w.bytes[1] + w.bytes[2];

    struct tagged t;
    t.is_pointer = __VERIFIER_nondet_int();
    if (t.is_pointer) {
        t.u.pointer = malloc(sizeof(int));
        *t.u.pointer = low;
    } else {
        t.u.value = low;
    }
    /* the tag says which member is live */
    if (t.is_pointer)
        free(t.u.pointer);
    return 0;
}
