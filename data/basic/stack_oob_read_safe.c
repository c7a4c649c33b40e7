// expect: true

int main(void)
{
    char letters[5] = {'a', 'b', 'c', 'd', '\0'};
    int len = 0;
    while (len < 8 && letters[len] != '\0')
        len++;
    return len == 4 ? 0 : 1;
}
