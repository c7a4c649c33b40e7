// expect: false valid-deref
// domains: smg, product
extern int __VERIFIER_nondet_int(void);

/* A slot of -3..4 tested as an unsigned number (is it 0?). Bug: the table
 * has four entries, and slot 4 is written. */
int main(void)
{
    int table[4] = { 0 };
    int slot = __VERIFIER_nondet_int();
    if (slot < -3 || slot > 4)
        return 0;
    int is_first = (unsigned)slot < 1u;
    if (slot >= 0)
        table[slot] = is_first; // ERROR
    return table[0];
}
