// expect: false valid-deref

int main(void)
{
    int values[4] = {4, 3, 2, 1};
    int *end = values + 4;
    int sum = 0;
    for (int *p = values; p <= end; p++) /* bug: must stop before end */
        sum += *p; // ERROR
    return sum == 10 ? 0 : 1;
}
