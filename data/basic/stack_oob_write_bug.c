// expect: false valid-deref

int main(void)
{
    int squares[5];
    for (int i = 0; i <= 5; i++) /* bug: squares[5] does not exist */
        squares[i] = i * i; // ERROR
    return squares[0];
}
