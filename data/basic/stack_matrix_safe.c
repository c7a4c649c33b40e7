// expect: true

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
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++)
            m[r][c] = r * COLS + c;
    transpose(m, t);
    return t[COLS - 1][ROWS - 1] == m[ROWS - 1][COLS - 1] ? 0 : 1;
}
