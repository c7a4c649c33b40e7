// expect: true

int main(void)
{
    int squares[5];
    for (int i = 0; i < 5; i++)
        squares[i] = i * i;
    int sum = 0;
    for (int i = 0; i < 5; i++)
        sum += squares[i];
    return sum == 30 ? 0 : 1;
}
