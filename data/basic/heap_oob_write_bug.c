// expect: false valid-deref
#include <stdlib.h>

int main(void)
{
    const char word[] = "tree"; /* 4 letters and the terminator */
    char *copy = malloc(4);     /* bug: no room for the terminator */
    int i = 0;
    while (word[i] != '\0') {
        copy[i] = word[i];
        i++;
    }
    copy[i] = '\0'; // ERROR
    free(copy);
    return 0;
}
