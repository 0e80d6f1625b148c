/* A small C file with the usual suspects. */
#include <stdio.h>
#include "local.h"

#define SQUARE(x) ((x) * (x))
#define LONG_MACRO(a, b) \
    do { (a) += (b); } while (0)

#ifdef DEBUG
static int debug_level = 2;
#else
static int debug_level = 0;
#endif

struct point { int x, y; };
typedef unsigned long ulong;

static int add(int a, int b) { return a + b; }

int main(int argc, char **argv) {
    struct point p = { .x = 1, .y = 2 };
    ulong total = 0;
    for (int i = 0; i < argc; i++) {
        if (argv[i][0] == '-' && debug_level > 1)
            printf("flag %s\n", argv[i]);
        else if (i % 2)
            total += SQUARE(i);
        else
            total = add(total, i) ? total : -1;
    }
    switch (argc) {
    case 0: break;
    default: total++;
    }
    return (int)(total + p.x * p.y); // done
}
