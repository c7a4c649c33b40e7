// expect: true
#include <stdlib.h>

int main(void)
{
    int cap = 2;
    int len = 0;
    int *v = malloc(cap * sizeof(int));
    for (int i = 0; i < 5; i++) {
        if (len == cap) {
            cap = cap * 2;
            v = realloc(v, cap * sizeof(int));
        }
        v[len] = i;
        len++;
    }
    int last = v[len - 1];
    free(v);
    return last == 4 ? 0 : 1;
}
