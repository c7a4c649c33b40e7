// expect: false valid-deref

int *saved;

static void remember(int value)
{
    int copy = value;
    saved = &copy; /* bug: the global outlives the local */
}

int main(void)
{
    remember(1);
    int v = *saved; // ERROR
    return v;
}
