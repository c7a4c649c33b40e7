// expect: true
#include <stdlib.h>

struct packet {
    int length;
    unsigned char payload[8];
    int checksum;
};

int main(void)
{
    struct packet *pk = malloc(sizeof(struct packet));
    pk->length = 8;
    unsigned char *p = pk->payload;
    unsigned char *end = pk->payload + 8; /* one past the end: fine to compute */
    unsigned char value = 1;
    while (p != end) {
        *p = value;
        value = value * 2;
        p++;
    }
    int sum = 0;
    for (p = pk->payload; p < end; p++)
        sum += *p;
    pk->checksum = sum;
    free(pk);
    return sum == 255 ? 0 : 1;
}
