// expect: false valid-deref
#include <stdlib.h>
#include <string.h>

struct small {
    int a;
    int b;
};

struct big {
    int a;
    int b;
    int c;
    int d;
};

int main(void)
{
    struct big src = {1, 2, 3, 4};
    struct small *dst = malloc(sizeof(struct small));
    memcpy(dst, &src, sizeof(struct big)); // ERROR
    free(dst);
    return 0;
}
