/* A fixed-capacity ring of samples: pushing onto a full ring drops the oldest. */
#ifndef SENSORD_RING_H
#define SENSORD_RING_H

#include <stdbool.h>
#include <stddef.h>

struct ring {
	double *values;
	size_t cap;
	size_t head;	/* index of the oldest sample */
	size_t len;
	unsigned long dropped;
};

int ring_init(struct ring *r, size_t cap);
void ring_free(struct ring *r);
void ring_clear(struct ring *r);
/* Appends value; returns true when the oldest sample had to go to make room. */
bool ring_push(struct ring *r, double value);
size_t ring_len(const struct ring *r);
bool ring_full(const struct ring *r);
/* The i-th sample, 0 being the oldest; i must be below ring_len(r). */
double ring_get(const struct ring *r, size_t i);
/* Copies the samples, oldest first, into out (room for n); returns how many. */
size_t ring_copy(const struct ring *r, double *out, size_t n);

#endif
