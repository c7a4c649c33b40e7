// expect: false valid-memtrack
#include <stdlib.h>

static void log_event(int code)
{
    int *record = malloc(2 * sizeof(int));
    record[0] = code;
    record[1] = 0;
    /* bug: the record is dropped when the function ends */
} // ERROR

int main(void)
{
    log_event(1);
    return 0;
}
