// expect: false valid-memtrack
#include <stdlib.h>

int checksum(int n)
{
    int *scratch = malloc(n * sizeof(int));
    int sum = 0;
    for (int i = 0; i < n; i++) {
        scratch[i] = i * 3;
        sum += scratch[i];
    }
    /* bug: scratch is never freed */
    return sum; // ERROR
}

int main(void)
{
    return checksum(4) == 18 ? 0 : 1;
}
