// expect: true
#include <stdlib.h>

int main(void)
{
    const char word[] = "tree"; /* 4 letters and the terminator */
    char *copy = malloc(5);
    int i = 0;
    while (word[i] != '\0') {
        copy[i] = word[i];
        i++;
    }
    copy[i] = '\0';
    free(copy);
    return 0;
}
