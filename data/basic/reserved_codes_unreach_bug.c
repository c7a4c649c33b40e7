// expect: false unreach-call
// property: unreach-call
// domains: smg, product
void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);

/* Codes 0 and 1 are reserved. Bug: code 2 is below 3 and neither; a level
 * below a limit of -1 is below -1. */
int main(void)
{
    unsigned code = __VERIFIER_nondet_uint();
    if (code != 0 && code != 1 && code < 3)
        reach_error(); // ERROR
    int level = __VERIFIER_nondet_int();
    int limit = __VERIFIER_nondet_int();
    if (level < limit && limit == -1 && level >= -1)
        reach_error();
    return 0;
}
