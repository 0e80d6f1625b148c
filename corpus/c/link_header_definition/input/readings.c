#include <math.h>
#include "readings.h"
#include "trace.h"

void readings_init(struct readings *r)
{
    r->count = 0;
    r->rejected = 0;
}

int readings_add(struct readings *r, const struct settings *s, double raw)
{
    double value = raw * s->scale + s->offset;
    if (s->reject_negative && value < 0) {
        r->rejected++;
        TRACE(2, "rejected", value);
        return -1;
    }
    if (r->count == MAX_READINGS) {
        TRACE(1, "full", value);
        return -1;
    }
    r->values[r->count++] = value;
    TRACE(2, "reading", value);
    return 0;
}

double readings_mean(const struct readings *r)
{
    double sum = 0;
    for (size_t i = 0; i < r->count; i++)
        sum += r->values[i];
    return r->count ? sum / r->count : 0;
}

double readings_spread(const struct readings *r)
{
    double mean = readings_mean(r), sum = 0;
    for (size_t i = 0; i < r->count; i++)
        sum += (r->values[i] - mean) * (r->values[i] - mean);
    return r->count > 1 ? sqrt(sum / (r->count - 1)) : 0;
}
