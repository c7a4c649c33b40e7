// expect: false valid-deref

int main(void)
{
    char letters[4] = {'a', 'b', 'c', 'd'}; /* bug: no terminator */
    int len = 0;
    while (len < 8 && letters[len] != '\0') // ERROR
        len++;
    return len == 4 ? 0 : 1;
}
