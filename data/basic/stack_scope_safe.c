// expect: true

int main(void)
{
    int best = 0;
    int *p = &best;
    for (int i = 0; i < 3; i++) {
        int candidate = i * 2;
        int *q = &candidate;
        if (*q > *p)
            best = *q;
    }
    /* p points to best, which is still alive */
    return *p == 4 ? 0 : 1;
}
