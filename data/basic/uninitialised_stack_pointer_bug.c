// expect: false valid-deref
/* a pointer variable read before it is ever set */
struct node { struct node *next; int v; };
int main(void) {
    struct node *p;
    return p->v; // ERROR
}
