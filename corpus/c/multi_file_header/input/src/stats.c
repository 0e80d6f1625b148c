#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "stats.h"

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

int stats_compute(const struct ring *r, struct stats *out)
{
	size_t n = ring_len(r);
	double *sorted, sum = 0.0, sq = 0.0;

	if (n == 0)
		return -1;
	sorted = malloc(n * sizeof *sorted);
	if (!sorted)
		return -1;
	ring_copy(r, sorted, n);

	/* Welford's method: stable for long windows of similar values. */
	out->n = n;
	out->min = out->max = sorted[0];
	for (size_t i = 0; i < n; i++) {
		double x = sorted[i], delta = x - sum;

		sum += delta / (double)(i + 1);
		sq += delta * (x - sum);
		if (x < out->min)
			out->min = x;
		if (x > out->max)
			out->max = x;
	}
	out->mean = sum;
	out->stddev = n > 1 ? sqrt(sq / (double)(n - 1)) : 0.0;

	qsort(sorted, n, sizeof *sorted, cmp_double);
	out->median = n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
	free(sorted);
	return 0;
}

int stats_format(const struct stats *s, const char *name, char *buf, size_t len)
{
	return snprintf(buf, len,
			"%s: n=%zu min=%.2f max=%.2f mean=%.2f median=%.2f sd=%.2f",
			name, s->n, s->min, s->max, s->mean, s->median, s->stddev);
}
