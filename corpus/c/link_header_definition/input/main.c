#include <stdlib.h>
#include <string.h>
#include "readings.h"
#include "report.h"
#include "trace.h"

static void usage(const char *name)
{
    fprintf(stderr, "usage: %s [-q|-v] [-s SCALE] [-o OFFSET] [-n]\n", name);
    exit(2);
}

int main(int argc, char **argv)
{
    struct settings s = { DEFAULT_SCALE, 0.0, 0 };
    struct readings r;
    double raw;

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-q") == 0)
            trace_set_level(0);
        else if (strcmp(argv[i], "-v") == 0)
            trace_set_level(2);
        else if (strcmp(argv[i], "-n") == 0)
            s.reject_negative = 1;
        else if (strcmp(argv[i], "-s") == 0 && i + 1 < argc)
            s.scale = atof(argv[++i]);
        else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
            s.offset = atof(argv[++i]);
        else
            usage(argv[0]);
    }
    readings_init(&r);
    while (scanf("%lf", &raw) == 1)
        readings_add(&r, &s, raw);
    TRACE(1, "done", (double)r.count);
    report_print(stdout, &r);
    return 0;
}
