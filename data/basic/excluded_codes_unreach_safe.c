// expect: true
// property: unreach-call
// domains: smg, fa, product
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* codes 5 and 7 are refused before a request is served */
static int serve(int code)
{
    if (code == 5 || code == 7)
        return 1;
    return code;
}

int main(void)
{
    int code = __VERIFIER_nondet_int();
    if (code < 0 || code > 9)
        return 0;
    if (code == 5)
        return 0;
    if (code != 7) {
        int r = serve(code);
        if (r == 5 || r == 7)
            reach_error();
    }
    return 0;
}
