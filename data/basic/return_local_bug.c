// expect: false valid-deref

/* bug: returns the address of a local that dies with the call */
int *make_counter(int start)
{
    int counter = start;
    int *p = &counter;
    return p;
}

int main(void)
{
    int *c = make_counter(3);
    int v = *c; // ERROR
    return v;
}
