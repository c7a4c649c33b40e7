// expect: false valid-deref

#define ROWS 3
#define COLS 4

static void transpose(int in[ROWS][COLS], int out[COLS][ROWS])
{
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++)
            out[c][r] = in[r][c];
}

int main(void)
{
    int m[ROWS][COLS];
    int t[COLS][ROWS];
    for (int r = 0; r <= ROWS; r++) /* bug: there are only ROWS rows */
        for (int c = 0; c < COLS; c++)
            m[r][c] = r * COLS + c; // ERROR
    transpose(m, t);
    return t[0][0];
}
