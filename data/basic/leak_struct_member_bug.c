// expect: false valid-memtrack
#include <stdlib.h>

struct person {
    int age;
    char *name;
};

struct person *new_person(int age)
{
    struct person *p = malloc(sizeof(struct person));
    p->age = age;
    p->name = malloc(8);
    p->name[0] = 'A';
    p->name[1] = '\0';
    return p;
}

void delete_person(struct person *p)
{
    /* bug: the name is lost with its owner */
    free(p); /* the name stays reachable from freed memory until p dies */
}

int main(void)
{
    struct person *p = new_person(30);
    p->age++;
    delete_person(p);
    return 0; // ERROR
}
