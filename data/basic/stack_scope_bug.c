// expect: false valid-deref

int main(void)
{
    int *p = 0;
    for (int i = 0; i < 2; i++) {
        int square = i * i;
        p = &square;
    }
    /* bug: square died at the end of the loop body */
    int v = *p; // ERROR
    return v;
}
