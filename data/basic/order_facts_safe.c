// expect: true
// property: unreach-call
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* relations between unknown integers, chained */
int main(void)
{
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    int c = __VERIFIER_nondet_int();
    if (a < b && b < c) {
        if (c <= a)
            reach_error();
        if (a == c)
            reach_error();
    }
    if (a <= b && b <= a && a != b)
        reach_error();
    return 0;
}
