// expect: true
// domains: smg, product
extern int __VERIFIER_nondet_int(void);

/* A slot of -3..3 tested as an unsigned number (is it 0?) keeps its signed
 * bounds: the table is indexed only within them. */
int main(void)
{
    int table[4] = { 0 };
    int slot = __VERIFIER_nondet_int();
    if (slot < -3 || slot > 3)
        return 0;
    int is_first = (unsigned)slot < 1u;
    if (slot >= 0)
        table[slot] = is_first;
    return table[0];
}
