#include <pthread.h>
#include <stdio.h>
static int counter;
static void *bump(void *arg) { for (int i = 0; i < 1000; i++) counter++; return arg; }
int main(void) { pthread_t a, b; pthread_create(&a, 0, bump, 0); pthread_create(&b, 0, bump, 0); pthread_join(a, 0); pthread_join(b, 0); printf("%d\n", counter); return 0; }
