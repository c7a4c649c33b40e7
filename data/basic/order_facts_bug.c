// expect: false unreach-call
// property: unreach-call
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* bug: the chain a < b < c makes c greater than a, not smaller */
int main(void)
{
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    int c = __VERIFIER_nondet_int();
    if (a < b && b < c) {
        if (c > a)
            reach_error(); // ERROR
    }
    return 0;
}
