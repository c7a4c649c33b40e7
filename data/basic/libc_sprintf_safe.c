// expect: true
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

/* sprintf and snprintf into buffers large enough for any output. */
int main(void)
{
    int id = __VERIFIER_nondet_int();
    char *name = malloc(6);
    char *line = malloc(32);
    if (name == NULL || line == NULL) {
        free(name);
        free(line);
        return 0;
    }
    strcpy(name, "node");
    int n = sprintf(line, "%s-%d:", name, id);
    printf("%c%5d|%-3s|%.2s\n", 'x', n, name, name);
    printf("%s (%d chars)\n", line, n);
    char small[8];
    snprintf(small, sizeof small, "%s=%d%%", name, id);
    fprintf(stderr, "%.3s\n", name);
    free(name);
    free(line);
    return small[7];
}
