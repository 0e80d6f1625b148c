#ifndef READINGS_H
#define READINGS_H

#include <stddef.h>
#include "settings.h"

struct readings {
    double values[MAX_READINGS];
    size_t count;
    size_t rejected;
};

void readings_init(struct readings *r);
int readings_add(struct readings *r, const struct settings *s, double raw);
double readings_mean(const struct readings *r);
double readings_spread(const struct readings *r);

#endif
