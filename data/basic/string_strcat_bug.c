// expect: false valid-deref
#include <string.h>

int main(void)
{
    char buf[8] = "pine";
    if (strcmp(buf, "pine") != 0)
        return 1;
    strcat(buf, "cone"); // ERROR
    return (int)strlen(buf);
}
