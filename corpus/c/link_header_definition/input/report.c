#include "report.h"

void report_print(FILE *out, const struct readings *r)
{
    fprintf(out, "readings: %zu (rejected %zu)\n", r->count, r->rejected);
    if (r->count == 0)
        return;
    fprintf(out, "mean:     %.3f\n", readings_mean(r));
    fprintf(out, "spread:   %.3f\n", readings_spread(r));
}
