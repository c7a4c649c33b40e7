// expect: false valid-deref
#include <stdlib.h>

#define N 10

int main(void)
{
    int *a = malloc(N * sizeof(int));
    for (int i = 0; i < N; i++)
        a[i] = i;
    int sum = 0;
    for (int i = 0; i <= N; i++) /* bug: one element too many */
        sum += a[i]; // ERROR
    free(a);
    return sum == 45 ? 0 : 1;
}
