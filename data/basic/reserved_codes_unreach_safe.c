// expect: true
// property: unreach-call
// domains: smg, product
void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);

/* Codes 0 and 1 are reserved, so a code below 2 is one of them, and a level
 * below a limit of -1 is below -1. */
int main(void)
{
    unsigned code = __VERIFIER_nondet_uint();
    if (code != 0 && code != 1 && code < 2)
        reach_error();
    int level = __VERIFIER_nondet_int();
    int limit = __VERIFIER_nondet_int();
    if (level < limit && limit == -1 && level >= -1)
        reach_error();
    return 0;
}
