/* Summary statistics over the samples of a ring. */
#ifndef SENSORD_STATS_H
#define SENSORD_STATS_H

#include <stddef.h>

#include "ring.h"

struct stats {
	size_t n;
	double min;
	double max;
	double mean;
	double stddev;
	double median;
};

/* Returns 0, or -1 when the ring is empty or memory runs out. */
int stats_compute(const struct ring *r, struct stats *out);
/* Writes a one-line summary into buf; returns what snprintf returns. */
int stats_format(const struct stats *s, const char *name, char *buf, size_t len);

#endif
