// expect: true
// property: unreach-call

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int clamp(int x, int lo, int hi)
{
    if (x < lo)
        return lo;
    if (x > hi)
        return hi;
    return x;
}

int main(void)
{
    int c = clamp(__VERIFIER_nondet_int(), 0, 3);
    if (c < 0 || c > 3)
        reach_error();
    return 0;
}
