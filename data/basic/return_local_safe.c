// expect: true

/* Writes into storage owned by the caller. */
void init_counter(int *out, int start)
{
    *out = start;
}

/* A static local outlives the call. */
int *shared_counter(void)
{
    static int counter;
    return &counter;
}

int main(void)
{
    int c;
    init_counter(&c, 3);
    int *p = &c;
    *p += 1;
    int *s = shared_counter();
    *s = *p;
    return *shared_counter() == 4 ? 0 : 1;
}
